/**
 * Product fragments. Fragments live below `operations/`, whose every top-level export is validated as a complete
 * operation; a document spreads a fragment by name and the generated document node carries its definition.
 */
import { graphql } from '@/lib/commerce/generated/gql.ts';

/** Images and the minimal price of a product: what cards and cart lines both show. */
export const PRODUCT_MEDIA_AND_PRICE = graphql(`
  fragment ProductMediaAndPrice on ProductInterface {
    thumbnail {
      url
      label
    }
    image {
      url
      label
    }
    price_range {
      minimum_price {
        regular_price {
          value
          currency
        }
        final_price {
          value
          currency
        }
      }
    }
  }
`);

/** Spec §3 "product list item": what a product card needs, with the sale fields and stock status. */
export const PRODUCT_CARD_FIELDS = graphql(`
  fragment ProductCardFields on ProductInterface {
    id
    sku
    name
    url_key
    type_id
    stock_status
    special_price
    special_from_date
    special_to_date
    rating_summary
    review_count
    ...ProductMediaAndPrice
    ... on ConfigurableProduct {
      ...ConfigurableProductCardFields
    }
  }
`);

/**
 * What a card shows of a configurable product: its colours (small named swatches), and each variant's values and
 * SKU, so the variant a search or filter named can be the card's link.
 */
export const CONFIGURABLE_PRODUCT_CARD_FIELDS = graphql(`
  fragment ConfigurableProductCardFields on ConfigurableProduct {
    matched_variant_sku
    ...VariantAddressFields
  }
`);

/**
 * What gives one of a configurable product's variants its address (`?color=51&capacity=82`): its options and each
 * variant's values and SKU. Cards and cart lines read it.
 */
export const VARIANT_ADDRESS_FIELDS = graphql(`
  fragment VariantAddressFields on ConfigurableProduct {
    configurable_options {
      ...ConfigurableOptionFields
    }
    variants {
      attributes {
        code
        value_index
      }
      product {
        sku
      }
    }
  }
`);

/** An option a configurable product varies by (colour, capacity) with its values in the store view's language. */
export const CONFIGURABLE_OPTION_FIELDS = graphql(`
  fragment ConfigurableOptionFields on ConfigurableProductOptions {
    uid
    attribute_code
    label
    position
    values {
      uid
      value_index
      label
      store_label
      swatch_data {
        value
      }
    }
  }
`);

/**
 * The product page's variants: each one's values (with the uids the cart takes), its own SKU, price, sale window,
 * stock and images, so the page can follow whichever the address chose.
 */
export const CONFIGURABLE_PRODUCT_VARIANT_FIELDS = graphql(`
  fragment ConfigurableProductVariantFields on ConfigurableProduct {
    configurable_options {
      ...ConfigurableOptionFields
    }
    variants {
      attributes {
        uid
        code
        label
        value_index
      }
      product {
        id
        sku
        name
        ...ProductSpecificationValues
        stock_status
        only_x_left_in_stock
        special_price
        special_from_date
        special_to_date
        ...ProductMediaAndPrice
        media_gallery {
          url
          label
          position
          disabled
        }
      }
    }
  }
`);

/** Layered-navigation filters of a listing; on the product page, the `brand` one names the product's brand. */
export const AGGREGATION_FIELDS = graphql(`
  fragment AggregationFields on Aggregation {
    attribute_code
    label
    options {
      label
      value
      count
    }
  }
`);

/**
 * A product's specifications as the product page shows them: the values of the attributes "visible on catalog pages"
 * (Magento 2.4.7's `custom_attributesV2`, magento-2.4.7-attributes.graphql), a text or number as written, a choice
 * by its label in the store view's language. A variant's are its product's with its own over them.
 */
export const PRODUCT_SPECIFICATION_VALUES = graphql(`
  fragment ProductSpecificationValues on ProductInterface {
    custom_attributesV2(filters: { is_visible_on_front: true }) {
      items {
        code
        ... on AttributeValue {
          value
        }
        ... on AttributeSelectedOptions {
          selected_options {
            label
            value
          }
        }
      }
    }
  }
`);

/**
 * What the product page names and groups specifications by: each attribute's label, group, unit and order in the
 * store view's language, and whether it is a key specification (Magento's "Used in Product Listing").
 */
export const SPECIFICATION_ATTRIBUTE_FIELDS = graphql(`
  fragment SpecificationAttributeFields on CustomAttributeMetadataInterface {
    code
    label
    ... on CatalogAttributeMetadata {
      used_in_product_listing
      position
      group {
        code
        label
        position
      }
      unit {
        label
        code
      }
    }
  }
`);
