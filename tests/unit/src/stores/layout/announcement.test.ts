// @vitest-environment happy-dom
/** Announcement bar (spec §2): hidden while the dismissed text is unchanged, shown again when it changes. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSED_ANNOUNCEMENT_KEY, dismissAnnouncement } from '@/stores/layout/announcement.ts';
import { ANNOUNCEMENT_PREPAINT_SCRIPT } from '@/components/layout/announcement-prepaint.ts';

const ID = '0123456789abcdef';
const OTHER_ID = 'fedcba9876543210';

function bar(text: string, id = ID): HTMLElement {
  const element = document.createElement('aside');
  element.dataset.announcement = '';
  element.dataset.announcementText = text;
  element.dataset.announcementId = id;
  document.body.append(element);
  return element;
}

/** Runs the inline script's exact text, as the page does. */
function hideDismissedAnnouncement(): void {
  new Function(ANNOUNCEMENT_PREPAINT_SCRIPT)();
}

afterEach(() => {
  document.cookie = 'closed_announcement=; Path=/; Max-Age=0';
  localStorage.clear();
  document.body.replaceChildren();
});

describe('dismissing the announcement', () => {
  it('stores the text under the spec key and the id in the display cookie, before it returns', () => {
    dismissAnnouncement('Free delivery', ID);
    expect(localStorage.getItem(CLOSED_ANNOUNCEMENT_KEY)).toBe('Free delivery');
    expect(document.cookie.split('; ')).toContain(`closed_announcement=${ID}`);
  });

  it('still sets the cookie when the browser refuses storage', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      dismissAnnouncement('Free delivery', ID);
    } finally {
      setItem.mockRestore();
    }
    expect(document.cookie.split('; ')).toContain(`closed_announcement=${ID}`);
  });
});

describe('the pre-paint script', () => {
  it('hides the bar whose text was dismissed', () => {
    localStorage.setItem(CLOSED_ANNOUNCEMENT_KEY, 'Free delivery');
    const element = bar('Free delivery');
    hideDismissedAnnouncement();
    expect(element.hidden).toBe(true);
  });

  it('shows the bar again once the text changes', () => {
    dismissAnnouncement('Free delivery', ID);
    const element = bar('Eid offers this week', OTHER_ID);
    hideDismissedAnnouncement();
    expect(element.hidden).toBe(false);
  });

  it('shows the bar when nothing was dismissed', () => {
    const element = bar('Free delivery');
    hideDismissedAnnouncement();
    expect(element.hidden).toBe(false);
  });

  it('reads the storage key of the store', () => {
    localStorage.setItem(CLOSED_ANNOUNCEMENT_KEY, 'Free delivery');
    const element = bar('Free delivery');
    hideDismissedAnnouncement();
    expect(element.hidden).toBe(true);
  });

  it('hides only the exact dismissed text, and never a blank bar', () => {
    localStorage.setItem(CLOSED_ANNOUNCEMENT_KEY, 'Free delivery');
    const longer = bar('Free delivery today', OTHER_ID);
    hideDismissedAnnouncement();
    expect(longer.hidden).toBe(false);
    document.body.replaceChildren();
    localStorage.setItem(CLOSED_ANNOUNCEMENT_KEY, '');
    const blank = bar('');
    hideDismissedAnnouncement();
    expect(blank.hidden).toBe(false);
  });

  it('hides the bar whose id the cookie names (closed through the plain form, without script)', () => {
    document.cookie = `closed_announcement=${ID}; Path=/`;
    const element = bar('Free delivery');
    hideDismissedAnnouncement();
    expect(element.hidden).toBe(true);
  });

  it('shows a bar whose id is not the closed one', () => {
    document.cookie = `closed_announcement=${OTHER_ID}; Path=/`;
    const element = bar('Eid offers this week');
    hideDismissedAnnouncement();
    expect(element.hidden).toBe(false);
  });
});
