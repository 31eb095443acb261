/**
 * A prerendered page draws nothing until it is shown, then draws in one frame, the one the shopper waits for after
 * the tap, everything laid out near the screen: on a phone, two to three screens of a listing (its first ten cards
 * are laid out at once, ProductGrid.astro) or of a product page. That frame was 72 ms at 4x CPU slowdown in
 * bench:journey's traces (issue 53), none of it script: pre-paint, paint and commit, mostly of what is below the
 * first screen.
 *
 * While the page is only prerendered, `holdBelowFirstScreen` marks the outermost blocks that start below the first
 * screen `content-visibility: hidden`, each at the size it has now (so nothing moves), and once the page is shown and
 * has drawn its first frame, gives them back: the first frame draws the first screen, the next one the rest, before a
 * shopper can scroll to it. A block that has moved onto the first screen by the time the page is shown (fonts or the
 * whole stylesheet arriving after the hold) is given back as it is shown. A page opened at a fragment (`#reviews`) is
 * left alone: its first screen is elsewhere.
 */

/** How deep a block straddling the screen's lower edge is looked into for blocks below it. */
const DEEPEST_LEVEL = 8;

/** What a block held carries while it is held (near-photos-while-prerendered.ts counts its photos as laid out). */
export const HELD_ATTRIBUTE = 'data-held-below-first-screen';

/** A block held, with the inline style it had. */
type Held = { block: HTMLElement; contentVisibility: string; containIntrinsicSize: string };

/**
 * On a page being prerendered (and opened without a fragment), holds the blocks below its first screen, and returns
 * the function that gives them back; on any other page, holds nothing.
 */
export function holdBelowFirstScreen(doc: Document = document): () => void {
  const view = doc.defaultView;
  const screen = view?.innerHeight ?? 0;
  if (!view || screen === 0 || doc.location.hash !== '') return () => undefined;
  // Every size read first, then every block changed: a change between two reads would lay the page out again.
  const below: { block: HTMLElement; width: number; height: number }[] = [];
  const look = (parent: Element, level: number) => {
    for (const child of parent.children) {
      if (!(child instanceof HTMLElement)) continue;
      const box = child.getBoundingClientRect();
      if (box.height === 0 || box.bottom <= screen) continue;
      if (box.top < screen) {
        if (level < DEEPEST_LEVEL) look(child, level + 1);
        continue;
      }
      const style = view.getComputedStyle(child);
      // A fixed or sticky block is drawn where the screen is, wherever it starts in the page.
      if (style.position === 'fixed' || style.position === 'sticky') continue;
      // The size held is the content box's (what `contain-intrinsic-size` sets), to the fraction of a pixel.
      const edges = (...lengths: string[]) => lengths.reduce((sum, length) => sum + parseFloat(length), 0);
      below.push({
        block: child,
        width: box.width - edges(style.paddingLeft, style.paddingRight, style.borderLeftWidth, style.borderRightWidth),
        height: box.height - edges(style.paddingTop, style.paddingBottom, style.borderTopWidth, style.borderBottomWidth),
      });
    }
  };
  look(doc.body, 0);
  let held: Held[] = below.map(({ block, width, height }) => {
    const before = { block, contentVisibility: block.style.contentVisibility, containIntrinsicSize: block.style.containIntrinsicSize };
    block.style.containIntrinsicSize = `${Math.max(0, width)}px ${Math.max(0, height)}px`;
    block.style.contentVisibility = 'hidden';
    block.setAttribute(HELD_ATTRIBUTE, '');
    return before;
  });
  const giveBack = (blocks: Held[]) => {
    for (const { block, contentVisibility, containIntrinsicSize } of blocks) {
      block.style.contentVisibility = contentVisibility;
      block.style.containIntrinsicSize = containIntrinsicSize;
      block.removeAttribute(HELD_ATTRIBUTE);
    }
  };
  // As it is shown, before its first frame: a block the page has since moved up onto the first screen (its fonts or
  // its whole stylesheet came after) is given back at once. The frame lays the page out anyway; this only reads it.
  doc.addEventListener(
    'prerenderingchange',
    () => {
      const moved = held.filter(({ block }) => block.getBoundingClientRect().top < view.innerHeight);
      giveBack(moved);
      held = held.filter((entry) => !moved.includes(entry));
    },
    { once: true },
  );
  return () => giveBack(held);
}
