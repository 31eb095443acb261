/**
 * The form data an `accept: 'form'` Action takes, from named values: the islands send what a page's plain form
 * posts without JavaScript, field for field, to the same Action.
 */
export function actionForm(fields: Record<string, string | number | readonly string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    // A list is one field written once per item, as a form's repeated inputs post it.
    if (typeof value === 'object') for (const item of value) form.append(name, item);
    else form.set(name, String(value));
  }
  return form;
}
