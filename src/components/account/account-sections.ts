/** The account area's pages, in the order of its navigation (spec §2: my orders, my profile, addresses, my list). */
export const ACCOUNT_SECTIONS = [
  { id: 'overview', path: '/account', labelKey: 'account:nav.overview' },
  { id: 'orders', path: '/account/orders', labelKey: 'account:nav.orders' },
  { id: 'profile', path: '/account/profile', labelKey: 'account:nav.profile' },
  { id: 'addresses', path: '/account/addresses', labelKey: 'account:nav.addresses' },
  { id: 'wishlist', path: '/account/wishlist', labelKey: 'account:nav.wishlist' },
] as const;

export type AccountSection = (typeof ACCOUNT_SECTIONS)[number]['id'];
