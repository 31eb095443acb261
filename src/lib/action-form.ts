/**
 * The form data an `accept: 'form'` Action takes, from named values: the islands send what a page's plain form
 * posts without JavaScript, field for field, to the same Action.
 */
export function actionForm(fields: Record<string, string | number>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  return form;
}
