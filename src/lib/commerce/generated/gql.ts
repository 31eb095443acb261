/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n": typeof types.CreateCustomerAddressDocument,
    "\n  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {\n    updateCustomerAddress(id: $id, input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n": typeof types.UpdateCustomerAddressDocument,
    "\n  mutation DeleteCustomerAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n": typeof types.DeleteCustomerAddressDocument,
    "\n  query CountryRegions($id: String!) {\n    country(id: $id) {\n      id\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.CountryRegionsDocument,
    "\n  mutation RequestLoginOtp($input: OtpRequestInput!) {\n    requestLoginOtp(input: $input) {\n      hash\n    }\n  }\n": typeof types.RequestLoginOtpDocument,
    "\n  mutation RequestRegisterOtp($input: RegisterOtpRequestInput!) {\n    requestRegisterOtp(input: $input) {\n      hash\n    }\n  }\n": typeof types.RequestRegisterOtpDocument,
    "\n  mutation VerifyOtpAndLogin($input: VerifyOtpLoginInput!) {\n    verifyOtpAndLogin(input: $input) {\n      token\n    }\n  }\n": typeof types.VerifyOtpAndLoginDocument,
    "\n  mutation VerifyOtpAndRegister($input: VerifyOtpRegisterInput!) {\n    verifyOtpAndRegister(input: $input) {\n      token\n    }\n  }\n": typeof types.VerifyOtpAndRegisterDocument,
    "\n  mutation RevokeCustomerToken {\n    revokeCustomerToken {\n      result\n    }\n  }\n": typeof types.RevokeCustomerTokenDocument,
    "\n  query Brands($featured: Boolean) {\n    getBrands(featured: $featured) {\n      id\n      name\n      image\n      url_key\n      url_key_standalone\n      product_count\n      is_featured\n    }\n  }\n": typeof types.BrandsDocument,
    "\n  query Cart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CartFields\n    }\n  }\n": typeof types.CartDocument,
    "\n  query CustomerCart {\n    customerCart {\n      ...CartFields\n    }\n  }\n": typeof types.CustomerCartDocument,
    "\n  mutation MergeCarts($sourceCartId: String!, $destinationCartId: String) {\n    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {\n      ...CartFields\n    }\n  }\n": typeof types.MergeCartsDocument,
    "\n  mutation ApplyCouponToCart($cartId: String!, $couponCode: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $couponCode }) {\n      cart {\n        id\n        applied_coupon {\n          code\n        }\n        prices {\n          grand_total {\n            value\n            currency\n          }\n        }\n      }\n    }\n  }\n": typeof types.ApplyCouponToCartDocument,
    "\n  mutation RemoveCouponFromCart($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.RemoveCouponFromCartDocument,
    "\n  query CategoryChildren($id: String!) {\n    categoryList(filters: { ids: { eq: $id } }) {\n      ...MenuCategoryFields\n      children {\n        ...MenuCategoryFields\n        children {\n          ...MenuCategoryFields\n        }\n      }\n    }\n  }\n": typeof types.CategoryChildrenDocument,
    "\n  query CategoryByUrlKey($urlKey: String!) {\n    categoryList(filters: { url_key: { eq: $urlKey } }) {\n      ...MenuCategoryFields\n      children {\n        ...MenuCategoryFields\n      }\n    }\n  }\n": typeof types.CategoryByUrlKeyDocument,
    "\n  query ProductList(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $pageSize: Int!\n    $currentPage: Int!\n  ) {\n    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      items {\n        ...ProductCardFields\n      }\n      aggregations {\n        ...AggregationFields\n      }\n    }\n  }\n": typeof types.ProductListDocument,
    "\n  query SearchCorrection($search: String!) {\n    products(search: $search, pageSize: 1, currentPage: 1) {\n      did_you_mean\n    }\n  }\n": typeof types.SearchCorrectionDocument,
    "\n  query ProductDetail($urlKey: String!) {\n    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1, currentPage: 1) {\n      items {\n        ...ProductCardFields\n        description {\n          html\n        }\n        media_gallery {\n          url\n          label\n          position\n          disabled\n        }\n        categories {\n          id\n          name\n          url_key\n        }\n      }\n      aggregations {\n        ...AggregationFields\n      }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query ProductUrlKeys($pageSize: Int!, $currentPage: Int!) {\n    products(filter: {}, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        total_pages\n      }\n      items {\n        url_key\n      }\n    }\n  }\n": typeof types.ProductUrlKeysDocument,
    "\n  query CheckoutCart {\n    customerCart {\n      ...CheckoutCartFields\n    }\n  }\n": typeof types.CheckoutCartDocument,
    "\n  mutation SetCheckoutAddress($cartId: String!, $shippingAddress: ShippingAddressInput!) {\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shippingAddress] }) {\n      cart {\n        id\n      }\n    }\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": typeof types.SetCheckoutAddressDocument,
    "\n  mutation SetCheckoutShippingMethod($cartId: String!, $carrierCode: String!, $methodCode: String!) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": typeof types.SetCheckoutShippingMethodDocument,
    "\n  mutation SetCheckoutPaymentMethod($cartId: String!, $code: String!) {\n    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": typeof types.SetCheckoutPaymentMethodDocument,
    "\n  mutation SetCheckoutEcardRecipient($cartId: String!, $email: String, $telephone: String) {\n    setEcardRecipientOnCart(input: { cart_id: $cartId, email: $email, telephone: $telephone }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": typeof types.SetCheckoutEcardRecipientDocument,
    "\n  mutation PlaceOrder($cartId: String!) {\n    placeOrder(input: { cart_id: $cartId }) {\n      order {\n        order_number\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  query PaymentRedirect($orderNumber: String!, $returnUrl: String!) {\n    payfortRedirectData(order_number: $orderNumber, return_url: $returnUrl) {\n      url\n      method\n      fields {\n        name\n        value\n      }\n    }\n  }\n": typeof types.PaymentRedirectDocument,
    "\n  query Customer {\n    customer {\n      firstname\n      lastname\n      email\n      country_prefix\n      telephone\n      addresses {\n        ...CustomerAddressFields\n      }\n    }\n  }\n": typeof types.CustomerDocument,
    "\n  fragment CartFields on Cart {\n    id\n    store_id\n    entity_id\n    total_quantity\n    items {\n      id\n      quantity\n      product {\n        name\n        sku\n        url_key\n        type_id\n        ...ProductMediaAndPrice\n      }\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  fragment MenuCategoryFields on CategoryTree {\n    id\n    name\n    url_key\n    url_path\n    level\n    position\n    image\n    product_count\n    children_count\n    include_in_menu\n  }\n": typeof types.MenuCategoryFieldsFragmentDoc,
    "\n  fragment CheckoutCartFields on Cart {\n    id\n    is_virtual\n    total_quantity\n    items {\n      id\n      quantity\n      prices {\n        price {\n          value\n        }\n        row_total {\n          value\n        }\n      }\n      product {\n        name\n        sku\n        type_id\n        thumbnail {\n          url\n        }\n      }\n    }\n    shipping_addresses {\n      firstname\n      lastname\n      street\n      city\n      region {\n        label\n      }\n      telephone\n      customer_address_id\n      available_shipping_methods {\n        carrier_code\n        method_code\n        carrier_title\n        method_title\n        amount {\n          value\n          currency\n        }\n        available\n        error_message\n      }\n      selected_shipping_method {\n        carrier_code\n        method_code\n      }\n    }\n    available_payment_methods {\n      code\n      title\n    }\n    selected_payment_method {\n      code\n    }\n    ecard_recipient {\n      email\n      telephone\n    }\n    prices {\n      subtotal_excluding_tax {\n        value\n        currency\n      }\n      discounts {\n        amount {\n          value\n        }\n      }\n      grand_total {\n        value\n        currency\n      }\n    }\n  }\n": typeof types.CheckoutCartFieldsFragmentDoc,
    "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    firstname\n    lastname\n    street\n    city\n    region {\n      region_code\n      region\n      region_id\n    }\n    region_id\n    postcode\n    country_code\n    telephone\n    default_shipping\n    default_billing\n  }\n": typeof types.CustomerAddressFieldsFragmentDoc,
    "\n  fragment OrderAddressFields on OrderAddress {\n    firstname\n    lastname\n    street\n    city\n    region\n    postcode\n    country_code\n    telephone\n  }\n": typeof types.OrderAddressFieldsFragmentDoc,
    "\n  fragment OrderDetailFields on CustomerOrder {\n    id\n    number\n    order_date\n    status\n    status_code\n    can_cancel\n    carrier\n    shipping_method\n    items {\n      id\n      product_name\n      product_sku\n      product_url_key\n      product_type\n      quantity_ordered\n      product_sale_price {\n        value\n        currency\n      }\n    }\n    total {\n      subtotal {\n        value\n        currency\n      }\n      discounts {\n        label\n        amount {\n          value\n          currency\n        }\n      }\n      total_shipping {\n        value\n        currency\n      }\n      grand_total {\n        value\n        currency\n      }\n    }\n    shipping_address {\n      ...OrderAddressFields\n    }\n    billing_address {\n      ...OrderAddressFields\n    }\n    payment_methods {\n      name\n      type\n    }\n    ecard_recipient {\n      email\n      telephone\n    }\n  }\n": typeof types.OrderDetailFieldsFragmentDoc,
    "\n  fragment ProductMediaAndPrice on ProductInterface {\n    thumbnail {\n      url\n      label\n    }\n    image {\n      url\n      label\n    }\n    price_range {\n      minimum_price {\n        regular_price {\n          value\n          currency\n        }\n        final_price {\n          value\n          currency\n        }\n      }\n    }\n  }\n": typeof types.ProductMediaAndPriceFragmentDoc,
    "\n  fragment ProductCardFields on ProductInterface {\n    id\n    sku\n    name\n    url_key\n    type_id\n    stock_status\n    special_price\n    special_from_date\n    special_to_date\n    ...ProductMediaAndPrice\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  fragment AggregationFields on Aggregation {\n    attribute_code\n    label\n    options {\n      label\n      value\n      count\n    }\n  }\n": typeof types.AggregationFieldsFragmentDoc,
    "\n  mutation RequestGuestPhoneOtp($countryPrefix: String!, $telephone: String!) {\n    requestGuestPhoneOtp(input: { country_prefix: $countryPrefix, telephone: $telephone }) {\n      hash\n    }\n  }\n": typeof types.RequestGuestPhoneOtpDocument,
    "\n  mutation VerifyGuestPhone($hash: String!, $otp: String!, $countryPrefix: String!, $telephone: String!) {\n    verifyGuestPhone(input: { hash: $hash, otp: $otp, country_prefix: $countryPrefix, telephone: $telephone }) {\n      verification_token\n      telephone\n      expires_in\n    }\n  }\n": typeof types.VerifyGuestPhoneDocument,
    "\n  query HomeCmsBlock($identifiers: [String]) {\n    cmsBlocks(identifiers: $identifiers) {\n      items {\n        identifier\n        content\n      }\n    }\n  }\n": typeof types.HomeCmsBlockDocument,
    "\n  query CustomerOrders($pageSize: Int!, $currentPage: Int!) {\n    customer {\n      orders(pageSize: $pageSize, currentPage: $currentPage) {\n        total_count\n        page_info {\n          current_page\n          page_size\n          total_pages\n        }\n        items {\n          id\n          number\n          order_date\n          status\n          total {\n            grand_total {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CustomerOrdersDocument,
    "\n  query CustomerOrder($number: String!) {\n    customer {\n      orders(filter: { number: { eq: $number } }, pageSize: 1, currentPage: 1) {\n        items {\n          ...OrderDetailFields\n        }\n      }\n    }\n  }\n": typeof types.CustomerOrderDocument,
    "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      error\n      order {\n        number\n        status\n        status_code\n        can_cancel\n      }\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation UpdateCustomerName($firstname: String!, $lastname: String!) {\n    updateCustomerV2(input: { firstname: $firstname, lastname: $lastname }) {\n      customer {\n        firstname\n        lastname\n      }\n    }\n  }\n": typeof types.UpdateCustomerNameDocument,
    "\n  mutation RequestCustomerEmailChangeOtp($email: String!) {\n    requestCustomerEmailChangeOtp(input: { email: $email }) {\n      hash\n    }\n  }\n": typeof types.RequestCustomerEmailChangeOtpDocument,
    "\n  mutation ConfirmCustomerEmailChange($hash: String!, $otp: String!, $email: String!) {\n    confirmCustomerEmailChange(input: { hash: $hash, otp: $otp, email: $email }) {\n      customer {\n        email\n      }\n    }\n  }\n": typeof types.ConfirmCustomerEmailChangeDocument,
    "\n  mutation RequestCustomerPhoneChangeOtp($countryPrefix: String!, $telephone: String!) {\n    requestCustomerPhoneChangeOtp(input: { country_prefix: $countryPrefix, telephone: $telephone }) {\n      hash\n    }\n  }\n": typeof types.RequestCustomerPhoneChangeOtpDocument,
    "\n  mutation ConfirmCustomerPhoneChange($hash: String!, $otp: String!, $countryPrefix: String!, $telephone: String!) {\n    confirmCustomerPhoneChange(input: { hash: $hash, otp: $otp, country_prefix: $countryPrefix, telephone: $telephone }) {\n      customer {\n        country_prefix\n        telephone\n      }\n    }\n  }\n": typeof types.ConfirmCustomerPhoneChangeDocument,
    "\n  query Readiness {\n    __typename\n  }\n": typeof types.ReadinessDocument,
    "\n  mutation AddRecentlyViewedProduct($sku: String!) {\n    addRecentlyViewedProduct(sku: $sku) {\n      success\n    }\n  }\n": typeof types.AddRecentlyViewedProductDocument,
    "\n  query RecentlyViewedProducts($pageSize: Int!) {\n    getRecentlyViewedProducts(pageSize: $pageSize, currentPage: 1) {\n      items {\n        sku\n      }\n    }\n  }\n": typeof types.RecentlyViewedProductsDocument,
    "\n  query PwaConfig {\n    pwaConfig {\n      top_bar {\n        text\n        bg_color\n        text_color\n        font_size\n      }\n      express_delivery_with_api {\n        original_price\n      }\n    }\n  }\n": typeof types.PwaConfigDocument,
};
const documents: Documents = {
    "\n  mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n": types.CreateCustomerAddressDocument,
    "\n  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {\n    updateCustomerAddress(id: $id, input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n": types.UpdateCustomerAddressDocument,
    "\n  mutation DeleteCustomerAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n": types.DeleteCustomerAddressDocument,
    "\n  query CountryRegions($id: String!) {\n    country(id: $id) {\n      id\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n": types.CountryRegionsDocument,
    "\n  mutation RequestLoginOtp($input: OtpRequestInput!) {\n    requestLoginOtp(input: $input) {\n      hash\n    }\n  }\n": types.RequestLoginOtpDocument,
    "\n  mutation RequestRegisterOtp($input: RegisterOtpRequestInput!) {\n    requestRegisterOtp(input: $input) {\n      hash\n    }\n  }\n": types.RequestRegisterOtpDocument,
    "\n  mutation VerifyOtpAndLogin($input: VerifyOtpLoginInput!) {\n    verifyOtpAndLogin(input: $input) {\n      token\n    }\n  }\n": types.VerifyOtpAndLoginDocument,
    "\n  mutation VerifyOtpAndRegister($input: VerifyOtpRegisterInput!) {\n    verifyOtpAndRegister(input: $input) {\n      token\n    }\n  }\n": types.VerifyOtpAndRegisterDocument,
    "\n  mutation RevokeCustomerToken {\n    revokeCustomerToken {\n      result\n    }\n  }\n": types.RevokeCustomerTokenDocument,
    "\n  query Brands($featured: Boolean) {\n    getBrands(featured: $featured) {\n      id\n      name\n      image\n      url_key\n      url_key_standalone\n      product_count\n      is_featured\n    }\n  }\n": types.BrandsDocument,
    "\n  query Cart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CartFields\n    }\n  }\n": types.CartDocument,
    "\n  query CustomerCart {\n    customerCart {\n      ...CartFields\n    }\n  }\n": types.CustomerCartDocument,
    "\n  mutation MergeCarts($sourceCartId: String!, $destinationCartId: String) {\n    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {\n      ...CartFields\n    }\n  }\n": types.MergeCartsDocument,
    "\n  mutation ApplyCouponToCart($cartId: String!, $couponCode: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $couponCode }) {\n      cart {\n        id\n        applied_coupon {\n          code\n        }\n        prices {\n          grand_total {\n            value\n            currency\n          }\n        }\n      }\n    }\n  }\n": types.ApplyCouponToCartDocument,
    "\n  mutation RemoveCouponFromCart($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.RemoveCouponFromCartDocument,
    "\n  query CategoryChildren($id: String!) {\n    categoryList(filters: { ids: { eq: $id } }) {\n      ...MenuCategoryFields\n      children {\n        ...MenuCategoryFields\n        children {\n          ...MenuCategoryFields\n        }\n      }\n    }\n  }\n": types.CategoryChildrenDocument,
    "\n  query CategoryByUrlKey($urlKey: String!) {\n    categoryList(filters: { url_key: { eq: $urlKey } }) {\n      ...MenuCategoryFields\n      children {\n        ...MenuCategoryFields\n      }\n    }\n  }\n": types.CategoryByUrlKeyDocument,
    "\n  query ProductList(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $pageSize: Int!\n    $currentPage: Int!\n  ) {\n    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      items {\n        ...ProductCardFields\n      }\n      aggregations {\n        ...AggregationFields\n      }\n    }\n  }\n": types.ProductListDocument,
    "\n  query SearchCorrection($search: String!) {\n    products(search: $search, pageSize: 1, currentPage: 1) {\n      did_you_mean\n    }\n  }\n": types.SearchCorrectionDocument,
    "\n  query ProductDetail($urlKey: String!) {\n    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1, currentPage: 1) {\n      items {\n        ...ProductCardFields\n        description {\n          html\n        }\n        media_gallery {\n          url\n          label\n          position\n          disabled\n        }\n        categories {\n          id\n          name\n          url_key\n        }\n      }\n      aggregations {\n        ...AggregationFields\n      }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query ProductUrlKeys($pageSize: Int!, $currentPage: Int!) {\n    products(filter: {}, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        total_pages\n      }\n      items {\n        url_key\n      }\n    }\n  }\n": types.ProductUrlKeysDocument,
    "\n  query CheckoutCart {\n    customerCart {\n      ...CheckoutCartFields\n    }\n  }\n": types.CheckoutCartDocument,
    "\n  mutation SetCheckoutAddress($cartId: String!, $shippingAddress: ShippingAddressInput!) {\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shippingAddress] }) {\n      cart {\n        id\n      }\n    }\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": types.SetCheckoutAddressDocument,
    "\n  mutation SetCheckoutShippingMethod($cartId: String!, $carrierCode: String!, $methodCode: String!) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": types.SetCheckoutShippingMethodDocument,
    "\n  mutation SetCheckoutPaymentMethod($cartId: String!, $code: String!) {\n    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": types.SetCheckoutPaymentMethodDocument,
    "\n  mutation SetCheckoutEcardRecipient($cartId: String!, $email: String, $telephone: String) {\n    setEcardRecipientOnCart(input: { cart_id: $cartId, email: $email, telephone: $telephone }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": types.SetCheckoutEcardRecipientDocument,
    "\n  mutation PlaceOrder($cartId: String!) {\n    placeOrder(input: { cart_id: $cartId }) {\n      order {\n        order_number\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  query PaymentRedirect($orderNumber: String!, $returnUrl: String!) {\n    payfortRedirectData(order_number: $orderNumber, return_url: $returnUrl) {\n      url\n      method\n      fields {\n        name\n        value\n      }\n    }\n  }\n": types.PaymentRedirectDocument,
    "\n  query Customer {\n    customer {\n      firstname\n      lastname\n      email\n      country_prefix\n      telephone\n      addresses {\n        ...CustomerAddressFields\n      }\n    }\n  }\n": types.CustomerDocument,
    "\n  fragment CartFields on Cart {\n    id\n    store_id\n    entity_id\n    total_quantity\n    items {\n      id\n      quantity\n      product {\n        name\n        sku\n        url_key\n        type_id\n        ...ProductMediaAndPrice\n      }\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  fragment MenuCategoryFields on CategoryTree {\n    id\n    name\n    url_key\n    url_path\n    level\n    position\n    image\n    product_count\n    children_count\n    include_in_menu\n  }\n": types.MenuCategoryFieldsFragmentDoc,
    "\n  fragment CheckoutCartFields on Cart {\n    id\n    is_virtual\n    total_quantity\n    items {\n      id\n      quantity\n      prices {\n        price {\n          value\n        }\n        row_total {\n          value\n        }\n      }\n      product {\n        name\n        sku\n        type_id\n        thumbnail {\n          url\n        }\n      }\n    }\n    shipping_addresses {\n      firstname\n      lastname\n      street\n      city\n      region {\n        label\n      }\n      telephone\n      customer_address_id\n      available_shipping_methods {\n        carrier_code\n        method_code\n        carrier_title\n        method_title\n        amount {\n          value\n          currency\n        }\n        available\n        error_message\n      }\n      selected_shipping_method {\n        carrier_code\n        method_code\n      }\n    }\n    available_payment_methods {\n      code\n      title\n    }\n    selected_payment_method {\n      code\n    }\n    ecard_recipient {\n      email\n      telephone\n    }\n    prices {\n      subtotal_excluding_tax {\n        value\n        currency\n      }\n      discounts {\n        amount {\n          value\n        }\n      }\n      grand_total {\n        value\n        currency\n      }\n    }\n  }\n": types.CheckoutCartFieldsFragmentDoc,
    "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    firstname\n    lastname\n    street\n    city\n    region {\n      region_code\n      region\n      region_id\n    }\n    region_id\n    postcode\n    country_code\n    telephone\n    default_shipping\n    default_billing\n  }\n": types.CustomerAddressFieldsFragmentDoc,
    "\n  fragment OrderAddressFields on OrderAddress {\n    firstname\n    lastname\n    street\n    city\n    region\n    postcode\n    country_code\n    telephone\n  }\n": types.OrderAddressFieldsFragmentDoc,
    "\n  fragment OrderDetailFields on CustomerOrder {\n    id\n    number\n    order_date\n    status\n    status_code\n    can_cancel\n    carrier\n    shipping_method\n    items {\n      id\n      product_name\n      product_sku\n      product_url_key\n      product_type\n      quantity_ordered\n      product_sale_price {\n        value\n        currency\n      }\n    }\n    total {\n      subtotal {\n        value\n        currency\n      }\n      discounts {\n        label\n        amount {\n          value\n          currency\n        }\n      }\n      total_shipping {\n        value\n        currency\n      }\n      grand_total {\n        value\n        currency\n      }\n    }\n    shipping_address {\n      ...OrderAddressFields\n    }\n    billing_address {\n      ...OrderAddressFields\n    }\n    payment_methods {\n      name\n      type\n    }\n    ecard_recipient {\n      email\n      telephone\n    }\n  }\n": types.OrderDetailFieldsFragmentDoc,
    "\n  fragment ProductMediaAndPrice on ProductInterface {\n    thumbnail {\n      url\n      label\n    }\n    image {\n      url\n      label\n    }\n    price_range {\n      minimum_price {\n        regular_price {\n          value\n          currency\n        }\n        final_price {\n          value\n          currency\n        }\n      }\n    }\n  }\n": types.ProductMediaAndPriceFragmentDoc,
    "\n  fragment ProductCardFields on ProductInterface {\n    id\n    sku\n    name\n    url_key\n    type_id\n    stock_status\n    special_price\n    special_from_date\n    special_to_date\n    ...ProductMediaAndPrice\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  fragment AggregationFields on Aggregation {\n    attribute_code\n    label\n    options {\n      label\n      value\n      count\n    }\n  }\n": types.AggregationFieldsFragmentDoc,
    "\n  mutation RequestGuestPhoneOtp($countryPrefix: String!, $telephone: String!) {\n    requestGuestPhoneOtp(input: { country_prefix: $countryPrefix, telephone: $telephone }) {\n      hash\n    }\n  }\n": types.RequestGuestPhoneOtpDocument,
    "\n  mutation VerifyGuestPhone($hash: String!, $otp: String!, $countryPrefix: String!, $telephone: String!) {\n    verifyGuestPhone(input: { hash: $hash, otp: $otp, country_prefix: $countryPrefix, telephone: $telephone }) {\n      verification_token\n      telephone\n      expires_in\n    }\n  }\n": types.VerifyGuestPhoneDocument,
    "\n  query HomeCmsBlock($identifiers: [String]) {\n    cmsBlocks(identifiers: $identifiers) {\n      items {\n        identifier\n        content\n      }\n    }\n  }\n": types.HomeCmsBlockDocument,
    "\n  query CustomerOrders($pageSize: Int!, $currentPage: Int!) {\n    customer {\n      orders(pageSize: $pageSize, currentPage: $currentPage) {\n        total_count\n        page_info {\n          current_page\n          page_size\n          total_pages\n        }\n        items {\n          id\n          number\n          order_date\n          status\n          total {\n            grand_total {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CustomerOrdersDocument,
    "\n  query CustomerOrder($number: String!) {\n    customer {\n      orders(filter: { number: { eq: $number } }, pageSize: 1, currentPage: 1) {\n        items {\n          ...OrderDetailFields\n        }\n      }\n    }\n  }\n": types.CustomerOrderDocument,
    "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      error\n      order {\n        number\n        status\n        status_code\n        can_cancel\n      }\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation UpdateCustomerName($firstname: String!, $lastname: String!) {\n    updateCustomerV2(input: { firstname: $firstname, lastname: $lastname }) {\n      customer {\n        firstname\n        lastname\n      }\n    }\n  }\n": types.UpdateCustomerNameDocument,
    "\n  mutation RequestCustomerEmailChangeOtp($email: String!) {\n    requestCustomerEmailChangeOtp(input: { email: $email }) {\n      hash\n    }\n  }\n": types.RequestCustomerEmailChangeOtpDocument,
    "\n  mutation ConfirmCustomerEmailChange($hash: String!, $otp: String!, $email: String!) {\n    confirmCustomerEmailChange(input: { hash: $hash, otp: $otp, email: $email }) {\n      customer {\n        email\n      }\n    }\n  }\n": types.ConfirmCustomerEmailChangeDocument,
    "\n  mutation RequestCustomerPhoneChangeOtp($countryPrefix: String!, $telephone: String!) {\n    requestCustomerPhoneChangeOtp(input: { country_prefix: $countryPrefix, telephone: $telephone }) {\n      hash\n    }\n  }\n": types.RequestCustomerPhoneChangeOtpDocument,
    "\n  mutation ConfirmCustomerPhoneChange($hash: String!, $otp: String!, $countryPrefix: String!, $telephone: String!) {\n    confirmCustomerPhoneChange(input: { hash: $hash, otp: $otp, country_prefix: $countryPrefix, telephone: $telephone }) {\n      customer {\n        country_prefix\n        telephone\n      }\n    }\n  }\n": types.ConfirmCustomerPhoneChangeDocument,
    "\n  query Readiness {\n    __typename\n  }\n": types.ReadinessDocument,
    "\n  mutation AddRecentlyViewedProduct($sku: String!) {\n    addRecentlyViewedProduct(sku: $sku) {\n      success\n    }\n  }\n": types.AddRecentlyViewedProductDocument,
    "\n  query RecentlyViewedProducts($pageSize: Int!) {\n    getRecentlyViewedProducts(pageSize: $pageSize, currentPage: 1) {\n      items {\n        sku\n      }\n    }\n  }\n": types.RecentlyViewedProductsDocument,
    "\n  query PwaConfig {\n    pwaConfig {\n      top_bar {\n        text\n        bg_color\n        text_color\n        font_size\n      }\n      express_delivery_with_api {\n        original_price\n      }\n    }\n  }\n": types.PwaConfigDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {\n    updateCustomerAddress(id: $id, input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {\n    updateCustomerAddress(id: $id, input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomerAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCustomerAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CountryRegions($id: String!) {\n    country(id: $id) {\n      id\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CountryRegions($id: String!) {\n    country(id: $id) {\n      id\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestLoginOtp($input: OtpRequestInput!) {\n    requestLoginOtp(input: $input) {\n      hash\n    }\n  }\n"): (typeof documents)["\n  mutation RequestLoginOtp($input: OtpRequestInput!) {\n    requestLoginOtp(input: $input) {\n      hash\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestRegisterOtp($input: RegisterOtpRequestInput!) {\n    requestRegisterOtp(input: $input) {\n      hash\n    }\n  }\n"): (typeof documents)["\n  mutation RequestRegisterOtp($input: RegisterOtpRequestInput!) {\n    requestRegisterOtp(input: $input) {\n      hash\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOtpAndLogin($input: VerifyOtpLoginInput!) {\n    verifyOtpAndLogin(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyOtpAndLogin($input: VerifyOtpLoginInput!) {\n    verifyOtpAndLogin(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOtpAndRegister($input: VerifyOtpRegisterInput!) {\n    verifyOtpAndRegister(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyOtpAndRegister($input: VerifyOtpRegisterInput!) {\n    verifyOtpAndRegister(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCustomerToken {\n    revokeCustomerToken {\n      result\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeCustomerToken {\n    revokeCustomerToken {\n      result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Brands($featured: Boolean) {\n    getBrands(featured: $featured) {\n      id\n      name\n      image\n      url_key\n      url_key_standalone\n      product_count\n      is_featured\n    }\n  }\n"): (typeof documents)["\n  query Brands($featured: Boolean) {\n    getBrands(featured: $featured) {\n      id\n      name\n      image\n      url_key\n      url_key_standalone\n      product_count\n      is_featured\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  query Cart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerCart {\n    customerCart {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  query CustomerCart {\n    customerCart {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeCarts($sourceCartId: String!, $destinationCartId: String) {\n    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation MergeCarts($sourceCartId: String!, $destinationCartId: String) {\n    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyCouponToCart($cartId: String!, $couponCode: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $couponCode }) {\n      cart {\n        id\n        applied_coupon {\n          code\n        }\n        prices {\n          grand_total {\n            value\n            currency\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyCouponToCart($cartId: String!, $couponCode: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $couponCode }) {\n      cart {\n        id\n        applied_coupon {\n          code\n        }\n        prices {\n          grand_total {\n            value\n            currency\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCouponFromCart($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      cart {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCouponFromCart($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      cart {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryChildren($id: String!) {\n    categoryList(filters: { ids: { eq: $id } }) {\n      ...MenuCategoryFields\n      children {\n        ...MenuCategoryFields\n        children {\n          ...MenuCategoryFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryChildren($id: String!) {\n    categoryList(filters: { ids: { eq: $id } }) {\n      ...MenuCategoryFields\n      children {\n        ...MenuCategoryFields\n        children {\n          ...MenuCategoryFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryByUrlKey($urlKey: String!) {\n    categoryList(filters: { url_key: { eq: $urlKey } }) {\n      ...MenuCategoryFields\n      children {\n        ...MenuCategoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryByUrlKey($urlKey: String!) {\n    categoryList(filters: { url_key: { eq: $urlKey } }) {\n      ...MenuCategoryFields\n      children {\n        ...MenuCategoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductList(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $pageSize: Int!\n    $currentPage: Int!\n  ) {\n    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      items {\n        ...ProductCardFields\n      }\n      aggregations {\n        ...AggregationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductList(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $pageSize: Int!\n    $currentPage: Int!\n  ) {\n    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      items {\n        ...ProductCardFields\n      }\n      aggregations {\n        ...AggregationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCorrection($search: String!) {\n    products(search: $search, pageSize: 1, currentPage: 1) {\n      did_you_mean\n    }\n  }\n"): (typeof documents)["\n  query SearchCorrection($search: String!) {\n    products(search: $search, pageSize: 1, currentPage: 1) {\n      did_you_mean\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($urlKey: String!) {\n    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1, currentPage: 1) {\n      items {\n        ...ProductCardFields\n        description {\n          html\n        }\n        media_gallery {\n          url\n          label\n          position\n          disabled\n        }\n        categories {\n          id\n          name\n          url_key\n        }\n      }\n      aggregations {\n        ...AggregationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($urlKey: String!) {\n    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1, currentPage: 1) {\n      items {\n        ...ProductCardFields\n        description {\n          html\n        }\n        media_gallery {\n          url\n          label\n          position\n          disabled\n        }\n        categories {\n          id\n          name\n          url_key\n        }\n      }\n      aggregations {\n        ...AggregationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductUrlKeys($pageSize: Int!, $currentPage: Int!) {\n    products(filter: {}, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        total_pages\n      }\n      items {\n        url_key\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductUrlKeys($pageSize: Int!, $currentPage: Int!) {\n    products(filter: {}, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        total_pages\n      }\n      items {\n        url_key\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutCart {\n    customerCart {\n      ...CheckoutCartFields\n    }\n  }\n"): (typeof documents)["\n  query CheckoutCart {\n    customerCart {\n      ...CheckoutCartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCheckoutAddress($cartId: String!, $shippingAddress: ShippingAddressInput!) {\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shippingAddress] }) {\n      cart {\n        id\n      }\n    }\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetCheckoutAddress($cartId: String!, $shippingAddress: ShippingAddressInput!) {\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shippingAddress] }) {\n      cart {\n        id\n      }\n    }\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCheckoutShippingMethod($cartId: String!, $carrierCode: String!, $methodCode: String!) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetCheckoutShippingMethod($cartId: String!, $carrierCode: String!, $methodCode: String!) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCheckoutPaymentMethod($cartId: String!, $code: String!) {\n    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetCheckoutPaymentMethod($cartId: String!, $code: String!) {\n    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCheckoutEcardRecipient($cartId: String!, $email: String, $telephone: String) {\n    setEcardRecipientOnCart(input: { cart_id: $cartId, email: $email, telephone: $telephone }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetCheckoutEcardRecipient($cartId: String!, $email: String, $telephone: String) {\n    setEcardRecipientOnCart(input: { cart_id: $cartId, email: $email, telephone: $telephone }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($cartId: String!) {\n    placeOrder(input: { cart_id: $cartId }) {\n      order {\n        order_number\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($cartId: String!) {\n    placeOrder(input: { cart_id: $cartId }) {\n      order {\n        order_number\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentRedirect($orderNumber: String!, $returnUrl: String!) {\n    payfortRedirectData(order_number: $orderNumber, return_url: $returnUrl) {\n      url\n      method\n      fields {\n        name\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentRedirect($orderNumber: String!, $returnUrl: String!) {\n    payfortRedirectData(order_number: $orderNumber, return_url: $returnUrl) {\n      url\n      method\n      fields {\n        name\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customer {\n    customer {\n      firstname\n      lastname\n      email\n      country_prefix\n      telephone\n      addresses {\n        ...CustomerAddressFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Customer {\n    customer {\n      firstname\n      lastname\n      email\n      country_prefix\n      telephone\n      addresses {\n        ...CustomerAddressFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    id\n    store_id\n    entity_id\n    total_quantity\n    items {\n      id\n      quantity\n      product {\n        name\n        sku\n        url_key\n        type_id\n        ...ProductMediaAndPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CartFields on Cart {\n    id\n    store_id\n    entity_id\n    total_quantity\n    items {\n      id\n      quantity\n      product {\n        name\n        sku\n        url_key\n        type_id\n        ...ProductMediaAndPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuCategoryFields on CategoryTree {\n    id\n    name\n    url_key\n    url_path\n    level\n    position\n    image\n    product_count\n    children_count\n    include_in_menu\n  }\n"): (typeof documents)["\n  fragment MenuCategoryFields on CategoryTree {\n    id\n    name\n    url_key\n    url_path\n    level\n    position\n    image\n    product_count\n    children_count\n    include_in_menu\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutCartFields on Cart {\n    id\n    is_virtual\n    total_quantity\n    items {\n      id\n      quantity\n      prices {\n        price {\n          value\n        }\n        row_total {\n          value\n        }\n      }\n      product {\n        name\n        sku\n        type_id\n        thumbnail {\n          url\n        }\n      }\n    }\n    shipping_addresses {\n      firstname\n      lastname\n      street\n      city\n      region {\n        label\n      }\n      telephone\n      customer_address_id\n      available_shipping_methods {\n        carrier_code\n        method_code\n        carrier_title\n        method_title\n        amount {\n          value\n          currency\n        }\n        available\n        error_message\n      }\n      selected_shipping_method {\n        carrier_code\n        method_code\n      }\n    }\n    available_payment_methods {\n      code\n      title\n    }\n    selected_payment_method {\n      code\n    }\n    ecard_recipient {\n      email\n      telephone\n    }\n    prices {\n      subtotal_excluding_tax {\n        value\n        currency\n      }\n      discounts {\n        amount {\n          value\n        }\n      }\n      grand_total {\n        value\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutCartFields on Cart {\n    id\n    is_virtual\n    total_quantity\n    items {\n      id\n      quantity\n      prices {\n        price {\n          value\n        }\n        row_total {\n          value\n        }\n      }\n      product {\n        name\n        sku\n        type_id\n        thumbnail {\n          url\n        }\n      }\n    }\n    shipping_addresses {\n      firstname\n      lastname\n      street\n      city\n      region {\n        label\n      }\n      telephone\n      customer_address_id\n      available_shipping_methods {\n        carrier_code\n        method_code\n        carrier_title\n        method_title\n        amount {\n          value\n          currency\n        }\n        available\n        error_message\n      }\n      selected_shipping_method {\n        carrier_code\n        method_code\n      }\n    }\n    available_payment_methods {\n      code\n      title\n    }\n    selected_payment_method {\n      code\n    }\n    ecard_recipient {\n      email\n      telephone\n    }\n    prices {\n      subtotal_excluding_tax {\n        value\n        currency\n      }\n      discounts {\n        amount {\n          value\n        }\n      }\n      grand_total {\n        value\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    firstname\n    lastname\n    street\n    city\n    region {\n      region_code\n      region\n      region_id\n    }\n    region_id\n    postcode\n    country_code\n    telephone\n    default_shipping\n    default_billing\n  }\n"): (typeof documents)["\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    firstname\n    lastname\n    street\n    city\n    region {\n      region_code\n      region\n      region_id\n    }\n    region_id\n    postcode\n    country_code\n    telephone\n    default_shipping\n    default_billing\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderAddressFields on OrderAddress {\n    firstname\n    lastname\n    street\n    city\n    region\n    postcode\n    country_code\n    telephone\n  }\n"): (typeof documents)["\n  fragment OrderAddressFields on OrderAddress {\n    firstname\n    lastname\n    street\n    city\n    region\n    postcode\n    country_code\n    telephone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetailFields on CustomerOrder {\n    id\n    number\n    order_date\n    status\n    status_code\n    can_cancel\n    carrier\n    shipping_method\n    items {\n      id\n      product_name\n      product_sku\n      product_url_key\n      product_type\n      quantity_ordered\n      product_sale_price {\n        value\n        currency\n      }\n    }\n    total {\n      subtotal {\n        value\n        currency\n      }\n      discounts {\n        label\n        amount {\n          value\n          currency\n        }\n      }\n      total_shipping {\n        value\n        currency\n      }\n      grand_total {\n        value\n        currency\n      }\n    }\n    shipping_address {\n      ...OrderAddressFields\n    }\n    billing_address {\n      ...OrderAddressFields\n    }\n    payment_methods {\n      name\n      type\n    }\n    ecard_recipient {\n      email\n      telephone\n    }\n  }\n"): (typeof documents)["\n  fragment OrderDetailFields on CustomerOrder {\n    id\n    number\n    order_date\n    status\n    status_code\n    can_cancel\n    carrier\n    shipping_method\n    items {\n      id\n      product_name\n      product_sku\n      product_url_key\n      product_type\n      quantity_ordered\n      product_sale_price {\n        value\n        currency\n      }\n    }\n    total {\n      subtotal {\n        value\n        currency\n      }\n      discounts {\n        label\n        amount {\n          value\n          currency\n        }\n      }\n      total_shipping {\n        value\n        currency\n      }\n      grand_total {\n        value\n        currency\n      }\n    }\n    shipping_address {\n      ...OrderAddressFields\n    }\n    billing_address {\n      ...OrderAddressFields\n    }\n    payment_methods {\n      name\n      type\n    }\n    ecard_recipient {\n      email\n      telephone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductMediaAndPrice on ProductInterface {\n    thumbnail {\n      url\n      label\n    }\n    image {\n      url\n      label\n    }\n    price_range {\n      minimum_price {\n        regular_price {\n          value\n          currency\n        }\n        final_price {\n          value\n          currency\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductMediaAndPrice on ProductInterface {\n    thumbnail {\n      url\n      label\n    }\n    image {\n      url\n      label\n    }\n    price_range {\n      minimum_price {\n        regular_price {\n          value\n          currency\n        }\n        final_price {\n          value\n          currency\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on ProductInterface {\n    id\n    sku\n    name\n    url_key\n    type_id\n    stock_status\n    special_price\n    special_from_date\n    special_to_date\n    ...ProductMediaAndPrice\n  }\n"): (typeof documents)["\n  fragment ProductCardFields on ProductInterface {\n    id\n    sku\n    name\n    url_key\n    type_id\n    stock_status\n    special_price\n    special_from_date\n    special_to_date\n    ...ProductMediaAndPrice\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AggregationFields on Aggregation {\n    attribute_code\n    label\n    options {\n      label\n      value\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment AggregationFields on Aggregation {\n    attribute_code\n    label\n    options {\n      label\n      value\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestGuestPhoneOtp($countryPrefix: String!, $telephone: String!) {\n    requestGuestPhoneOtp(input: { country_prefix: $countryPrefix, telephone: $telephone }) {\n      hash\n    }\n  }\n"): (typeof documents)["\n  mutation RequestGuestPhoneOtp($countryPrefix: String!, $telephone: String!) {\n    requestGuestPhoneOtp(input: { country_prefix: $countryPrefix, telephone: $telephone }) {\n      hash\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyGuestPhone($hash: String!, $otp: String!, $countryPrefix: String!, $telephone: String!) {\n    verifyGuestPhone(input: { hash: $hash, otp: $otp, country_prefix: $countryPrefix, telephone: $telephone }) {\n      verification_token\n      telephone\n      expires_in\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyGuestPhone($hash: String!, $otp: String!, $countryPrefix: String!, $telephone: String!) {\n    verifyGuestPhone(input: { hash: $hash, otp: $otp, country_prefix: $countryPrefix, telephone: $telephone }) {\n      verification_token\n      telephone\n      expires_in\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCmsBlock($identifiers: [String]) {\n    cmsBlocks(identifiers: $identifiers) {\n      items {\n        identifier\n        content\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeCmsBlock($identifiers: [String]) {\n    cmsBlocks(identifiers: $identifiers) {\n      items {\n        identifier\n        content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerOrders($pageSize: Int!, $currentPage: Int!) {\n    customer {\n      orders(pageSize: $pageSize, currentPage: $currentPage) {\n        total_count\n        page_info {\n          current_page\n          page_size\n          total_pages\n        }\n        items {\n          id\n          number\n          order_date\n          status\n          total {\n            grand_total {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerOrders($pageSize: Int!, $currentPage: Int!) {\n    customer {\n      orders(pageSize: $pageSize, currentPage: $currentPage) {\n        total_count\n        page_info {\n          current_page\n          page_size\n          total_pages\n        }\n        items {\n          id\n          number\n          order_date\n          status\n          total {\n            grand_total {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerOrder($number: String!) {\n    customer {\n      orders(filter: { number: { eq: $number } }, pageSize: 1, currentPage: 1) {\n        items {\n          ...OrderDetailFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerOrder($number: String!) {\n    customer {\n      orders(filter: { number: { eq: $number } }, pageSize: 1, currentPage: 1) {\n        items {\n          ...OrderDetailFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      error\n      order {\n        number\n        status\n        status_code\n        can_cancel\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      error\n      order {\n        number\n        status\n        status_code\n        can_cancel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomerName($firstname: String!, $lastname: String!) {\n    updateCustomerV2(input: { firstname: $firstname, lastname: $lastname }) {\n      customer {\n        firstname\n        lastname\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomerName($firstname: String!, $lastname: String!) {\n    updateCustomerV2(input: { firstname: $firstname, lastname: $lastname }) {\n      customer {\n        firstname\n        lastname\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCustomerEmailChangeOtp($email: String!) {\n    requestCustomerEmailChangeOtp(input: { email: $email }) {\n      hash\n    }\n  }\n"): (typeof documents)["\n  mutation RequestCustomerEmailChangeOtp($email: String!) {\n    requestCustomerEmailChangeOtp(input: { email: $email }) {\n      hash\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmCustomerEmailChange($hash: String!, $otp: String!, $email: String!) {\n    confirmCustomerEmailChange(input: { hash: $hash, otp: $otp, email: $email }) {\n      customer {\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmCustomerEmailChange($hash: String!, $otp: String!, $email: String!) {\n    confirmCustomerEmailChange(input: { hash: $hash, otp: $otp, email: $email }) {\n      customer {\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCustomerPhoneChangeOtp($countryPrefix: String!, $telephone: String!) {\n    requestCustomerPhoneChangeOtp(input: { country_prefix: $countryPrefix, telephone: $telephone }) {\n      hash\n    }\n  }\n"): (typeof documents)["\n  mutation RequestCustomerPhoneChangeOtp($countryPrefix: String!, $telephone: String!) {\n    requestCustomerPhoneChangeOtp(input: { country_prefix: $countryPrefix, telephone: $telephone }) {\n      hash\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmCustomerPhoneChange($hash: String!, $otp: String!, $countryPrefix: String!, $telephone: String!) {\n    confirmCustomerPhoneChange(input: { hash: $hash, otp: $otp, country_prefix: $countryPrefix, telephone: $telephone }) {\n      customer {\n        country_prefix\n        telephone\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmCustomerPhoneChange($hash: String!, $otp: String!, $countryPrefix: String!, $telephone: String!) {\n    confirmCustomerPhoneChange(input: { hash: $hash, otp: $otp, country_prefix: $countryPrefix, telephone: $telephone }) {\n      customer {\n        country_prefix\n        telephone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Readiness {\n    __typename\n  }\n"): (typeof documents)["\n  query Readiness {\n    __typename\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddRecentlyViewedProduct($sku: String!) {\n    addRecentlyViewedProduct(sku: $sku) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AddRecentlyViewedProduct($sku: String!) {\n    addRecentlyViewedProduct(sku: $sku) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentlyViewedProducts($pageSize: Int!) {\n    getRecentlyViewedProducts(pageSize: $pageSize, currentPage: 1) {\n      items {\n        sku\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecentlyViewedProducts($pageSize: Int!) {\n    getRecentlyViewedProducts(pageSize: $pageSize, currentPage: 1) {\n      items {\n        sku\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PwaConfig {\n    pwaConfig {\n      top_bar {\n        text\n        bg_color\n        text_color\n        font_size\n      }\n      express_delivery_with_api {\n        original_price\n      }\n    }\n  }\n"): (typeof documents)["\n  query PwaConfig {\n    pwaConfig {\n      top_bar {\n        text\n        bg_color\n        text_color\n        font_size\n      }\n      express_delivery_with_api {\n        original_price\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;