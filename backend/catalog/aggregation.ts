/** One facet of a listing, as Magento 2.4.4's `Aggregation` type names it: its options with the products of each. */
export interface Aggregation {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  options: Array<{ label: string; value: string; count: number }>;
}
