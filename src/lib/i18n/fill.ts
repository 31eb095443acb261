/**
 * Fills `{{name}}` placeholders in a text that was translated on the server and handed to a browser script or
 * island (which ship no i18next). A placeholder without a value is left as it is, so a missing value shows.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
