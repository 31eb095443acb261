// @vitest-environment happy-dom
/** Announcement bar (spec §2): hidden while the dismissed text is unchanged, shown again when it changes. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  CLOSED_ANNOUNCEMENT_KEY,
  closedAnnouncement,
  dismissAnnouncement,
  hideDismissedAnnouncement,
  isAnnouncementDismissed,
} from '../../../src/stores/announcement.ts';

function bar(text: string): HTMLElement {
  const element = document.createElement('aside');
  element.dataset.announcementText = text;
  return element;
}

afterEach(() => {
  localStorage.clear();
  closedAnnouncement.set('');
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

describe('hideDismissedAnnouncement (the pre-paint script)', () => {
  it('hides the bar whose text was dismissed', () => {
    dismissAnnouncement('Free delivery');
    const element = bar('Free delivery');
    hideDismissedAnnouncement(element);
    expect(element.hidden).toBe(true);
  });

  it('shows the bar again once the text changes', () => {
    dismissAnnouncement('Free delivery');
    const element = bar('Eid offers this week');
    hideDismissedAnnouncement(element);
    expect(element.hidden).toBe(false);
  });

  it('shows the bar when nothing was dismissed', () => {
    const element = bar('Free delivery');
    hideDismissedAnnouncement(element);
    expect(element.hidden).toBe(false);
  });

  it('still works when serialised on its own, as the inline script is', () => {
    dismissAnnouncement('Free delivery');
    const element = bar('Free delivery');
    // The page runs the function's source text, so it must not depend on anything around it.
    const standalone = new Function('bar', `(${hideDismissedAnnouncement.toString()})(bar);`) as (bar: HTMLElement) => void;
    standalone(element);
    expect(element.hidden).toBe(true);
  });
});
