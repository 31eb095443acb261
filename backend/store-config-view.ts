import { toUid } from './catalog/uid.ts';
import type { StoreSettings } from './store-config.ts';
import { STORES, DEFAULT_STORE, type Store } from './stores.ts';

/** The catalogue root of every store view (categories 1 and 2 are Magento's roots; 2 is the default category). */
export const ROOT_CATEGORY_ID = 2;

const flag = (value: string | null): boolean => value === '1';
const int = (value: string | null): number | null => (value === null || !/^-?\d+$/.test(value) ? null : Number(value));

/**
 * Magento's GraphQL `StoreConfig` of a store view, read from its settings (store_config, Magento's core_config_data
 * paths, the store view's value over the default). Base URLs are this service's public base (BACKEND_PUBLIC_URL or
 * the request's host): `base_link_url` adds the store code (web/url/use_store), `base_media_url` is where /media is
 * served; there is no static base (null).
 */
export function storeConfigView(settings: StoreSettings, store: Store, baseUrl: string) {
  const base = `${baseUrl.replace(/\/+$/, '')}/`;
  const useStoreInUrl = flag(settings('web/url/use_store'));
  const linkBase = useStoreInUrl ? `${base}${store.code}/` : base;
  const isDefault = store.id === DEFAULT_STORE.id;
  return {
    id: store.id,
    code: store.code,
    store_code: store.code,
    store_name: store.code === 'ar' ? 'العربية' : 'English',
    store_sort_order: store.id,
    is_default_store: isDefault,
    store_group_code: 'main_website_store',
    store_group_name: settings('general/store_information/name'),
    is_default_store_group: true,
    website_id: 1,
    website_code: 'base',
    website_name: settings('general/store_information/name'),
    locale: settings('general/locale/code'),
    base_currency_code: settings('currency/options/base'),
    default_display_currency_code: settings('currency/options/default'),
    timezone: settings('general/locale/timezone'),
    weight_unit: settings('general/locale/weight_unit'),
    base_url: base,
    base_link_url: linkBase,
    // No theme files are served here (the storefront has its own): no static base to point at.
    base_static_url: null,
    base_media_url: `${base}media/`,
    // One public base serves both: behind TLS it is already https (BACKEND_PUBLIC_URL).
    secure_base_url: base,
    secure_base_link_url: linkBase,
    secure_base_static_url: null,
    secure_base_media_url: `${base}media/`,
    use_store_in_url: useStoreInUrl,
    product_url_suffix: settings('catalog/seo/product_url_suffix'),
    category_url_suffix: settings('catalog/seo/category_url_suffix'),
    title_separator: settings('catalog/seo/title_separator'),
    list_mode: settings('catalog/frontend/list_mode'),
    grid_per_page_values: settings('catalog/frontend/grid_per_page_values'),
    list_per_page_values: settings('catalog/frontend/list_per_page_values'),
    grid_per_page: int(settings('catalog/frontend/grid_per_page')),
    list_per_page: int(settings('catalog/frontend/list_per_page')),
    catalog_default_sort_by: settings('catalog/frontend/default_sort_by'),
    root_category_id: ROOT_CATEGORY_ID,
    root_category_uid: toUid(ROOT_CATEGORY_ID),
    front: settings('web/default/front'),
    cms_home_page: settings('web/default/cms_home_page'),
    no_route: settings('web/default/no_route'),
    cms_no_route: settings('web/default/cms_no_route'),
    cms_no_cookies: settings('web/default/cms_no_cookies'),
    show_cms_breadcrumbs: int(settings('web/default/show_cms_breadcrumbs')),
    configurable_thumbnail_source: 'parent',
    required_character_classes_number: settings('customer/password/required_character_classes_number'),
    minimum_password_length: settings('customer/password/minimum_password_length'),
    autocomplete_on_storefront: true,
    allow_order: settings('sales/gift_options/allow_order'),
    allow_items: settings('sales/gift_options/allow_items'),
    zero_subtotal_enabled: flag(settings('payment/free/active')),
    zero_subtotal_title: null,
    zero_subtotal_new_order_status: null,
    zero_subtotal_payment_action: null,
    zero_subtotal_enable_for_specific_countries: false,
    zero_subtotal_payment_from_specific_countries: null,
    zero_subtotal_sort_order: null,
    check_money_order_enabled: flag(settings('payment/checkmo/active')),
    check_money_order_title: null,
    check_money_order_new_order_status: null,
    check_money_order_enable_for_specific_countries: false,
    check_money_order_payment_from_specific_countries: null,
    check_money_order_make_check_payable_to: null,
    check_money_order_send_check_to: null,
    check_money_order_min_order_total: null,
    check_money_order_max_order_total: null,
    check_money_order_sort_order: null,
    payment_payflowpro_cc_vault_active: '0',
    product_reviews_enabled: settings('catalog/review/active'),
    allow_guests_to_write_product_reviews: settings('catalog/review/allow_guest'),
    send_friend: {
      enabled_for_customers: flag(settings('sendfriend/email/enabled')),
      enabled_for_guests: flag(settings('sendfriend/email/allow_guest')),
    },
    head_shortcut_icon: null,
    default_title: settings('design/head/default_title'),
    title_prefix: settings('design/head/title_prefix') ?? '',
    title_suffix: settings('design/head/title_suffix'),
    default_description: settings('design/head/default_description'),
    default_keywords: settings('design/head/default_keywords'),
    head_includes: null,
    demonotice: 0,
    header_logo_src: null,
    logo_width: null,
    logo_height: null,
    welcome: settings('design/header/welcome'),
    logo_alt: settings('design/header/logo_alt'),
    absolute_footer: null,
    copyright: settings('design/footer/copyright'),
    product_fixed_product_tax_display_setting: 'FPT_DISABLED',
    category_fixed_product_tax_display_setting: 'FPT_DISABLED',
    sales_fixed_product_tax_display_setting: 'FPT_DISABLED',
    magento_wishlist_general_is_enabled: settings('wishlist/general/active'),
  };
}

/** Every store view of the one website and store group (availableStores). */
export const ALL_STORES: Store[] = [STORES.ar, STORES.en];
