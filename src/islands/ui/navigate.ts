/** Full-page navigation from an island; its own module so component tests can observe it. */
export function navigateTo(path: string): void {
  window.location.assign(path);
}
