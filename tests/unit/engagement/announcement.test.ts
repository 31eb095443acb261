// @vitest-environment happy-dom
/** Announcement bar (spec §2): hidden while the dismissed text is unchanged, shown again when it changes. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  CLOSED_ANNOUNCEMENT_KEY,
  closedAnnouncement,
  dismissAnnouncement,
  isAnnouncementDismissed,
} from '../../../src/stores/announcement.ts';
import { ANNOUNCEMENT_PREPAINT_SCRIPT } from '../../../src/components/layout/announcement-prepaint.ts';

function bar(text: string, colours: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('aside');
  element.dataset.announcement = '';
  element.dataset.announcementText = text;
  Object.assign(element.dataset, colours);
  const close = document.createElement('button');
  close.dataset.announcementClose = '';
  close.hidden = true;
  element.append(close);
  document.body.append(element);
  return element;
}

/** Runs the inline script's exact text, as the page does. */
function hideDismissedAnnouncement(): void {
  new Function(ANNOUNCEMENT_PREPAINT_SCRIPT)();
}

afterEach(() => {
  localStorage.clear();
  closedAnnouncement.set('');
  document.body.replaceChildren();
});

describe('announcement rule', () => {
  it('is dismissed only while the text equals the dismissed text', () => {
    expect(isAnnouncementDismissed('Free delivery', 'Free delivery')).toBe(true);
    expect(isAnnouncementDismissed('Free delivery today', 'Free delivery')).toBe(false);
    expect(isAnnouncementDismissed('Free delivery', null)).toBe(false);
    expect(isAnnouncementDismissed('', '')).toBe(false);
  });

  it('dismissing stores the text under the spec key', () => {
    dismissAnnouncement('Free delivery');
    expect(localStorage.getItem(CLOSED_ANNOUNCEMENT_KEY)).toBe('Free delivery');
  });
});

describe('the pre-paint script', () => {
  it('hides the bar whose text was dismissed', () => {
    dismissAnnouncement('Free delivery');
    const element = bar('Free delivery');
    hideDismissedAnnouncement();
    expect(element.hidden).toBe(true);
  });

  it('shows the bar again once the text changes', () => {
    dismissAnnouncement('Free delivery');
    const element = bar('Eid offers this week');
    hideDismissedAnnouncement();
    expect(element.hidden).toBe(false);
  });

  it('shows the bar when nothing was dismissed', () => {
    const element = bar('Free delivery');
    hideDismissedAnnouncement();
    expect(element.hidden).toBe(false);
  });

  it('uses the storage key and rule of the store', () => {
    localStorage.setItem(CLOSED_ANNOUNCEMENT_KEY, 'Free delivery');
    const element = bar('Free delivery');
    hideDismissedAnnouncement();
    expect(element.hidden).toBe(isAnnouncementDismissed('Free delivery', localStorage.getItem(CLOSED_ANNOUNCEMENT_KEY)));
  });

  it("applies the merchant's colours and size without a style attribute in the markup, and reveals the close button", () => {
    const element = bar('Free delivery', { bg: '#8a1538', fg: '#ffffff', size: '16px' });
    hideDismissedAnnouncement();
    expect(element.style.getPropertyValue('background-color')).not.toBe('');
    expect(element.style.getPropertyValue('font-size')).toBe('16px');
    expect(element.querySelector<HTMLElement>('[data-announcement-close]')?.hidden).toBe(false);
  });
});
