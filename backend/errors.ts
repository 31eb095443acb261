/**
 * A failure reported to the client in Magento's REST shape: `{"message": "...", "parameters": [...]}`.
 * `%1`-style placeholders in message are filled from parameters by the client, as Magento does.
 */
export class MagentoError extends Error {
  readonly status: number;
  readonly parameters: unknown[] | Record<string, unknown>;
  constructor(status: number, message: string, parameters: unknown[] | Record<string, unknown> = []) {
    super(message);
    this.status = status;
    this.parameters = parameters;
  }
  toJSON() {
    return { message: this.message, parameters: this.parameters };
  }
}

export const unauthorized = () =>
  new MagentoError(401, "The consumer isn't authorized to access %resources.", { resources: 'self' });
export const notFound = (message: string, parameters: unknown[] | Record<string, unknown> = []) =>
  new MagentoError(404, message, parameters);
export const badRequest = (message: string, parameters: unknown[] | Record<string, unknown> = []) =>
  new MagentoError(400, message, parameters);
