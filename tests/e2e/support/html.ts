/**
 * A page's HTML as the server sent it, read without a browser: for checks of what the server renders (the `<html>`
 * attributes, the head's links, the headings), where a browser would only add the cost of running the page.
 */
import { DomUtils, parseDocument } from 'htmlparser2';

type Element = ReturnType<typeof DomUtils.findAll>[number];

export type ServerHtml = {
  /** Every element named `name` whose attributes include all of `attributes`, in document order. */
  elements(name: string, attributes?: Record<string, string>): Element[];
  /** The text inside an element (empty for none). */
  text(element: Element | undefined): string;
};

export function parseServerHtml(html: string): ServerHtml {
  const document = parseDocument(html);
  return {
    elements: (name, attributes = {}) =>
      DomUtils.findAll(
        (element) => element.name === name && Object.entries(attributes).every(([key, value]) => element.attribs[key] === value),
        document.children,
      ),
    text: (element) => (element ? DomUtils.textContent(element) : ''),
  };
}
