/** The shopper's address as the adapter sees it, or null where it cannot tell (prerendering). */
export function clientAddressOf(context: { clientAddress: string }): string | null {
  try {
    return context.clientAddress;
  } catch {
    // Astro throws where the adapter cannot tell; the backend then sees the storefront's address.
    return null;
  }
}
