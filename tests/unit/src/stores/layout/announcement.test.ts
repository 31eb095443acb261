// @vitest-environment happy-dom
/** Announcement bar (spec §2): hidden while the dismissed text is unchanged, shown again when it changes. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSED_ANNOUNCEMENT_KEY, dismissAnnouncement, dismissedBefore } from '@/stores/layout/announcement.ts';
import { bindAnnouncementClose } from '@/components/layout/announcement-close.client.ts';
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
  it('hides the bar whose id the cookie names, closed by its script or through the plain form', () => {
    dismissAnnouncement('Free delivery', ID);
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

  it('shows the bar when nothing was dismissed, and never hides a blank one', () => {
    const element = bar('Free delivery');
    hideDismissedAnnouncement();
    expect(element.hidden).toBe(false);
    document.body.replaceChildren();
    document.cookie = `closed_announcement=${ID}; Path=/`;
    const blank = bar('');
    hideDismissedAnnouncement();
    expect(blank.hidden).toBe(false);
  });

  it('does not read the browser’s storage before the first paint', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    try {
      bar('Free delivery');
      hideDismissedAnnouncement();
      expect(getItem).not.toHaveBeenCalled();
    } finally {
      getItem.mockRestore();
    }
  });
});

describe('the bar’s script, as the page starts', () => {
  it('closes again a bar the storage remembers dismissed whose cookie is gone, and sets the cookie back', () => {
    localStorage.setItem(CLOSED_ANNOUNCEMENT_KEY, 'Free delivery');
    const element = bar('Free delivery');
    hideDismissedAnnouncement();
    expect(element.hidden).toBe(false);
    bindAnnouncementClose(element);
    expect(element.hidden).toBe(true);
    expect(document.cookie.split('; ')).toContain(`closed_announcement=${ID}`);
  });

  it('leaves a bar with another text shown', () => {
    localStorage.setItem(CLOSED_ANNOUNCEMENT_KEY, 'Free delivery');
    const element = bar('Free delivery today', OTHER_ID);
    bindAnnouncementClose(element);
    expect(element.hidden).toBe(false);
    expect(dismissedBefore('')).toBe(false);
  });
});
