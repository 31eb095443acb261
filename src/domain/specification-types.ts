/** A product's specifications as the product page shows them, grouped as Magento groups them. View models, camelCase. */

/** One specification: "Screen size" and 6.1 inch, in the store view's language. */
export type Specification = {
  code: string;
  label: string;
  /** The value, or a multiselect's values, as written ("6.1", "Wi-Fi 6E"); the page joins several in its language. */
  values: string[];
  /** A number's unit as the shopper reads it ("inch", "بوصة"), else null. */
  unit: string | null;
  /** Its UN/CEFACT code (schema.org `unitCode`: INH), when it has one. */
  unitCode: string | null;
};

/** One group of the attribute set ("Display", "Performance"), its specifications in the merchant's order. */
export type SpecificationGroup = { code: string; label: string; specifications: Specification[] };

/** What a product (or a variant) is: its groups, and the few key specifications shown near the price. */
export type ProductSpecifications = { groups: SpecificationGroup[]; key: Specification[] };

/**
 * The specifications a listing filters by: the attributes marked "Use in Layered Navigation" that the store's
 * layered navigation offers (Magento adds each to ProductAttributeFilterInput; backend/graphql/custom.graphql).
 */
export const SPECIFICATION_FILTER_CODES = [
  'ram', 'screen_size', 'processor', 'display_type', 'operating_system', 'connectivity', 'watch_size', 'noise_cancelling',
  'water_resistance', 'charging_power',
] as const;
export type SpecificationFilterCode = (typeof SPECIFICATION_FILTER_CODES)[number];
