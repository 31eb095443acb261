/**
 * A failure reported to the client. REST sends it in Magento's shape, `{"message": "...", "parameters": [...]}`,
 * with `status`; GraphQL sends the rendered message with the `extensions.category` that matches the status
 * (graphql/handler.ts), so both APIs report one failure in the same words.
 * `%1`-style placeholders in message are filled from parameters by the client, as Magento does.
 */
export class MagentoError extends Error {
  readonly status: number;
  readonly parameters: unknown[] | Record<string, unknown>;
  /** Extra GraphQL `extensions` beside `category` (e.g. `retry_after_seconds`); REST does not send them. */
  readonly extensions: Record<string, unknown>;
  constructor(
    status: number,
    message: string,
    parameters: unknown[] | Record<string, unknown> = [],
    extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = status;
    this.parameters = parameters;
    this.extensions = extensions;
  }
  toJSON() {
    return { message: this.message, parameters: this.parameters };
  }
}

/** `%1` / `%name` placeholders filled from the error's parameters, as a Magento client renders them. */
export function renderMessage(error: MagentoError): string {
  const params = error.parameters;
  return error.message.replace(/%(\w+)/g, (whole, key: string) => {
    const value = Array.isArray(params) ? params[Number(key) - 1] : params[key];
    return value === undefined ? whole : String(value);
  });
}

export const unauthorized = () =>
  new MagentoError(401, "The consumer isn't authorized to access %resources.", { resources: 'self' });
