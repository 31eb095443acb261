/**
 * View models the storefront renders, all camelCase. Components read only these, never raw API shapes; the
 * mappers (mappers/) build them from the answers as the generated operation types (generated/) and, where they
 * check more, the zod schemas (schemas/) describe them.
 */

/** Product card (spec §3 "Product card"): status 1 = in stock, 2 = out of stock. */
export type ProductCard = {
  id: number;
  sku: string;
  name: string;
  urlKey: string;
  thumbnail: string | null;
  /** What the shopper pays now (Magento's minimal final price). */
  price: number;
  /** The regular price, only when it is higher than `price` (shown struck through). */
  originalPrice: number | null;
  status: 1 | 2;
  /** The sale window (Magento date text, UTC), so cached pages can expire when a sale starts or ends. */
  specialFrom?: string | null;
  specialTo?: string | null;
};

export type MenuCategory = {
  id: number;
  name: string;
  urlKey: string;
  productCount: number;
  /** The "browse all products" category: placed last and highlighted in menus. */
  isAllProducts: boolean;
  image: string | null;
  children: MenuCategory[];
};

export type BrandView = {
  id: number;
  name: string;
  /** Last segment of the brand url_key without `.html`, e.g. `brands/apple.html` -> `apple`. */
  slug: string;
  image: string | null;
  productCount: number;
  isFeatured: boolean;
};

export type AggregationOption = { label: string; value: string; count: number };

export type Aggregation = { code: string; label: string; options: AggregationOption[] };

export type ProductPage = {
  items: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  aggregations: Aggregation[];
};

export type ProductDetail = ProductCard & {
  /** Sanitized HTML, safe to render with `set:html`. */
  description: string;
  images: { url: string; label: string }[];
  brand: { name: string; slug: string } | null;
  categories: { id: number; name: string; urlKey: string }[];
  specialFrom: string | null;
  specialTo: string | null;
  typeId: string;
};

export type ProductSort = 'relevance' | 'price_asc' | 'price_desc' | 'name' | 'newest';

export type ProductQuery = {
  search?: string;
  categoryId?: number;
  brandId?: number;
  /** 1-based. */
  page?: number;
  pageSize?: number;
  sort?: ProductSort;
  priceFrom?: number;
  priceTo?: number;
  inStock?: boolean;
  skus?: string[];
};

/** The announcement bar (spec §2): colours and size are already checked to be plain CSS values. */
export type TopBar = { text: string; bgColor: string; textColor: string; fontSize: string };

export type StoreConfig = { topBar: TopBar | null; expressDeliveryCost: number | null };

export type SitemapEntries = { categories: string[]; brands: string[]; products: string[]; ecards: string[] };

export type NewsletterResult = { success: boolean; message: string };

export type StockReminderResult = { success: boolean; message: string };

/**
 * One search suggestion row: name, image (null when none), price and, while on sale, the struck-through old
 * price; the sale window lets a cache keep the answer only until the price changes.
 */
export type SearchSuggestion = Pick<ProductCard, 'sku' | 'name' | 'urlKey' | 'thumbnail' | 'price' | 'originalPrice'> & {
  specialFrom: string | null;
  specialTo: string | null;
};

/** A product card that keeps its sale window, so the page cache can expire when a sale starts or ends. */
export type ProductCardWithSale = ProductCard & { specialFrom: string | null; specialTo: string | null };

/** The home product carousels (spec §7). */
export type HomeProductList = 'latest' | 'bestSellers' | 'featured';

/** A home banner ready to render: `href` null means the banner is shown without a link (spec §2). */
export type HomeBanner = {
  id: number;
  name: string;
  image: string;
  /** Alternative text of the image: the merchandiser's alt text, else the banner name; may be empty. */
  alt: string;
  href: string | null;
};

/** A brand of the home brand slider. */
export type HomeBrand = { id: number; name: string; slug: string; image: string | null };

/** The four banner positions of the home page, in page order. */
export type BannerSection = 'main' | 'top' | 'middle' | 'bottom';

/**
 * Home CMS sections. `null` means the backend could not be asked (worth retrying: the page is not cached);
 * an empty list means there is nothing to show (missing or malformed block: the section is left out).
 */
export type HomeContent = Record<BannerSection, HomeBanner[] | null> & { brands: HomeBrand[] | null };

/** Wishlist item as the client holds it (spec §3 "Wishlist item", REST form). */
export type WishlistItem = {
  wishlistItemId: number | null;
  productId: number;
  name: string;
  sku: string;
  urlKey: string;
  thumbnail: string | null;
  price: number;
  specialPrice: number | null;
  status: 1 | 2;
};

/** Cart item as the client holds it (spec §3 "Cart item"). */
export type CartItem = {
  itemId: number;
  name: string;
  sku: string;
  urlKey: string | null;
  /** The minimal (final) price. */
  price: number;
  /** The regular price, only when higher than `price`. */
  originalPrice: number | null;
  productType: string;
  qty: number;
  quoteId: string;
  /** Thumbnail, else the main image. */
  imageUrl: string | null;
  mainProductSku: string;
};

/** A cart as the backend holds it, items in the client's form. */
export type CartView = {
  id: string;
  /** Store view the cart belongs to (ar 1, en 2): a locale switch needs a new cart when it differs. */
  storeId: number | null;
  /** Numeric quote id of a signed-in customer's cart; null for guest carts. */
  entityId: number | null;
  totalQuantity: number;
  items: CartItem[];
};

/** Totals the cart page shows. `discount` is positive here (Magento's REST totals carry it negative). */
export type CartTotals = {
  subtotal: number;
  discount: number;
  grandTotal: number;
  couponCode: string | null;
  itemsQty: number;
};

/** What every cart Action answers: the cart as the server now holds it, ready to replace the client's copy. */
export type CartSnapshot = { cartId: string; items: CartItem[]; totals: CartTotals };

/** A saved address of the signed-in customer (spec §3 "Address"); Qatar addresses carry a zone as `region`. */
export type CustomerAddress = {
  id: number;
  firstname: string;
  lastname: string;
  /** Street lines as entered (street, building…); empty lines dropped. */
  street: string[];
  city: string;
  region: { code: string | null; name: string | null; id: number | null };
  postcode: string | null;
  countryCode: string;
  telephone: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
};

/** The signed-in customer (spec §3 "Customer"). */
export type CustomerView = {
  firstname: string;
  lastname: string;
  /** First and last name joined for display ("-" placeholders left out). */
  fullName: string;
  email: string;
  /** '974' when the account has a mobile number, else null. */
  countryPrefix: string | null;
  /** The 8-digit mobile number, or null. */
  telephone: string | null;
  addresses: CustomerAddress[];
};

/** A zone a Qatar delivery address names (Magento's region of the country), in the store's language. */
export type Region = { id: number; code: string; name: string };

/** An address as the shopper fills the address form: a Qatar zone, area, street, building and mobile number. */
export type AddressDraft = {
  firstname: string;
  lastname: string;
  regionId: number;
  /** The area within the zone. */
  city: string;
  street: string;
  building: string;
  /** The 8-digit Qatar number, without the calling code. */
  telephone: string;
  defaultShipping: boolean;
};

/** One row of the account's order list (spec §3 "Order": number, date, amount, status). */
export type OrderSummary = {
  id: string;
  number: string;
  /** Magento's order date text (UTC). */
  orderDate: string;
  /** Magento's status label, in the store's language (spec §4 statuses: pending, processing, completed…). */
  status: string;
  grandTotal: number | null;
  currency: string | null;
};

export type OrderPage = { items: OrderSummary[]; total: number; page: number; totalPages: number };

/** Proof that a guest owns a phone number, for a guest's stock reminder. */
export type GuestPhoneProof = { token: string; telephone: string; expiresInSeconds: number };

/**
 * Spec §4's order statuses as the backend codes them (`CustomerOrder.status_code`); the label a shopper reads is
 * Magento's `status`, already in the store's language.
 */
export type OrderStatusCode =
  | 'pending'
  | 'pending_payment'
  | 'manual_verification_needed'
  | 'payfort_fort_new'
  | 'processing'
  | 'completed'
  | 'canceled';

/** One line of an order: what was bought, how many, at what unit price (spec §3 "Order": SKU, quantity). */
export type OrderLine = {
  name: string;
  sku: string;
  urlKey: string | null;
  /** `virtual` for e-cards. */
  productType: string | null;
  quantity: number;
  unitPrice: number;
  rowTotal: number;
};

/** A billing or delivery address as the order recorded it (region named in the store's language). */
export type OrderAddress = {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region: { name: string | null };
  postcode: string | null;
  countryCode: string | null;
  telephone: string;
};

/** The money of an order, in its currency (QAR). `discount` is the sum of `discounts`, a positive amount taken off. */
export type OrderTotals = {
  subtotal: number;
  discounts: { label: string; amount: number }[];
  discount: number;
  shipping: number;
  grandTotal: number;
  currency: string;
};

/** One order with everything its pages show (order success, payment status, the account's order detail). */
export type OrderDetail = {
  /** Magento's `CustomerOrder.id` (what cancelOrder takes). */
  id: string;
  number: string;
  orderDate: string;
  /** Magento's label, in the store's language. */
  status: string;
  /** Spec §4's code; an unknown code from a newer backend is kept as it came. */
  statusCode: OrderStatusCode | (string & {});
  canCancel: boolean;
  items: OrderLine[];
  totals: OrderTotals;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  /** Payment method titles, in the store's language, with their codes (`cashondelivery`, `aps_fort_cc`…). */
  paymentMethods: { name: string; code: string }[];
  /** "Carrier - Method", in the store's language; null for e-cards only. */
  shippingMethod: string | null;
  ecardRecipient: { email: string | null; telephone: string | null } | null;
};

/** What cancelling an order answered: `refusal` is the backend's reason (English, spec words) when it did not. */
export type OrderCancellation = { cancelled: true } | { cancelled: false; refusal: string };

/** A cart line as checkout shows it (review and summary). */
export type CheckoutItem = {
  itemId: number;
  name: string;
  sku: string;
  qty: number;
  /** Unit price and line total as the backend prices them. */
  price: number;
  rowTotal: number;
  imageUrl: string | null;
  isVirtual: boolean;
};

/** A delivery method the backend offers for the cart's address (Magento's AvailableShippingMethod). */
export type ShippingMethodOption = {
  carrierCode: string;
  methodCode: string;
  title: string;
  amount: number;
  available: boolean;
  /** Why it is not available now (same-day after the cutoff), in the store's language. */
  errorMessage: string | null;
};

export type PaymentMethodOption = { code: string; title: string };

/** The delivery address set on the cart, as shown back to the shopper. */
export type CheckoutAddress = {
  name: string;
  /** Street lines as entered (street, building); empty lines dropped. */
  street: string[];
  /** The area and the zone (named in the store's language), for the shopper's own comma to join. */
  place: string[];
  telephone: string | null;
  /** The saved address it was copied from, or null for one typed at checkout. */
  customerAddressId: number | null;
};

/** What the review shows, in QAR. `discount` is positive (an amount off). */
export type CheckoutTotals = { subtotal: number; discount: number; shipping: number | null; grandTotal: number; currency: string };

/** The signed-in customer's cart with everything checkout needs (Magento's Cart with its checkout fields). */
export type CheckoutView = {
  cartId: string;
  /** E-cards only: no delivery address or shipping step. */
  isVirtual: boolean;
  /** At least one e-card: the recipient's e-mail or mobile is needed. */
  hasEcards: boolean;
  items: CheckoutItem[];
  totalQuantity: number;
  address: CheckoutAddress | null;
  shippingMethods: ShippingMethodOption[];
  /** `carrier_code/method_code` of the chosen method, or null. */
  selectedShipping: string | null;
  paymentMethods: PaymentMethodOption[];
  selectedPayment: string | null;
  ecardRecipient: { email: string | null; telephone: string | null } | null;
  totals: CheckoutTotals;
};

/** One line placeOrder refused for want of stock. */
export type OutOfStockItem = { sku: string; name: string; requested: number | null; available: number | null };

/** The signed form that sends the shopper to the payment provider's hosted page (a POST of `fields` to `url`). */
export type PaymentRedirect = { url: string; fields: { name: string; value: string }[] };
