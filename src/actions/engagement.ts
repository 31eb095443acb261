/** Newsletter, stock reminder and other shopper-engagement actions. */
export const engagement = {};
