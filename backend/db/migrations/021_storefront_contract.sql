-- What Magento 2.4.4 storefront clients read beyond our own storefront: CMS pages (cmsPage, route), the store view
-- settings storeConfig answers, the contact page's CMS blocks, a wishlist item's quantity and note, and the e-mail a
-- guest gives a cart (setGuestEmailOnCart).

-- Magento's cms_page with its store link folded in (0 = all store views; a store view's own page wins).
CREATE TABLE cms_pages (
  page_id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL,
  store_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  content_heading TEXT,
  content TEXT NOT NULL,
  page_layout TEXT NOT NULL DEFAULT '1column',
  meta_title TEXT,
  meta_description TEXT,
  meta_keywords TEXT,
  is_active INTEGER NOT NULL DEFAULT 1,
  creation_time TEXT NOT NULL,
  update_time TEXT NOT NULL,
  UNIQUE (identifier, store_id)
);

ALTER TABLE wishlist_items ADD COLUMN quantity REAL NOT NULL DEFAULT 1;
ALTER TABLE wishlist_items ADD COLUMN description TEXT;

-- A guest cart's e-mail (Magento's quote.customer_email); a customer's cart answers the customer's address.
ALTER TABLE carts ADD COLUMN email TEXT;

-- Store view settings under Magento's core_config_data paths (0 = default scope, 1 = ar, 2 = en).
INSERT OR IGNORE INTO store_config (path, store_id, value) VALUES
  ('general/locale/code', 1, 'ar_QA'),
  ('general/locale/code', 2, 'en_US'),
  ('general/locale/timezone', 0, 'Asia/Qatar'),
  ('general/locale/weight_unit', 0, 'kgs'),
  ('general/store_information/name', 0, 'Matjar'),
  ('general/store_information/name', 1, 'متجر'),
  ('currency/options/base', 0, 'QAR'),
  ('currency/options/default', 0, 'QAR'),
  ('currency/options/allow', 0, 'QAR'),
  ('web/url/use_store', 0, '1'),
  ('web/default/front', 0, 'cms'),
  ('web/default/cms_home_page', 0, 'home'),
  ('web/default/no_route', 0, 'cms/noroute/index'),
  ('web/default/cms_no_route', 0, 'no-route'),
  ('web/default/cms_no_cookies', 0, 'enable-cookies'),
  ('web/default/show_cms_breadcrumbs', 0, '1'),
  ('catalog/seo/product_url_suffix', 0, '.html'),
  ('catalog/seo/category_url_suffix', 0, '.html'),
  ('catalog/seo/title_separator', 0, '-'),
  ('catalog/frontend/list_mode', 0, 'grid'),
  ('catalog/frontend/grid_per_page_values', 0, '12,24,36'),
  ('catalog/frontend/grid_per_page', 0, '24'),
  ('catalog/frontend/list_per_page_values', 0, '12,24,36'),
  ('catalog/frontend/list_per_page', 0, '24'),
  ('catalog/frontend/default_sort_by', 0, 'position'),
  ('catalog/search/autocomplete_limit', 0, '10'),
  ('catalog/review/active', 0, '0'),
  ('catalog/review/allow_guest', 0, '0'),
  ('sendfriend/email/enabled', 0, '0'),
  ('sendfriend/email/allow_guest', 0, '0'),
  ('checkout/options/guest_checkout', 0, '0'),
  ('checkout/options/enable_agreements', 0, '0'),
  ('sales/gift_options/allow_order', 0, '0'),
  ('sales/gift_options/allow_items', 0, '0'),
  ('sales/reorder/allow', 0, '0'),
  ('wishlist/general/active', 0, '1'),
  ('newsletter/general/active', 0, '1'),
  ('newsletter/subscription/confirm', 0, '0'),
  ('customer/password/minimum_password_length', 0, '8'),
  ('customer/password/required_character_classes_number', 0, '3'),
  ('customer/create_account/confirm', 0, '0'),
  ('payment/free/active', 0, '0'),
  ('payment/checkmo/active', 0, '0'),
  ('design/head/default_title', 0, 'Matjar'),
  ('design/head/default_title', 1, 'متجر'),
  ('design/head/title_suffix', 0, ' | Matjar'),
  ('design/head/title_suffix', 1, ' | متجر'),
  ('design/head/default_description', 1, 'تسوّق الهواتف والحواسيب والألعاب والإكسسوارات والبطاقات الإلكترونية عبر الإنترنت في قطر مع توصيل في نفس اليوم للطلبات قبل الساعة 7:30 مساءً.'),
  ('design/head/default_description', 2, 'Shop phones, laptops, gaming, accessories and e-cards online in Qatar with same-day delivery on orders placed before 7:30 PM.'),
  ('design/head/default_keywords', 1, 'إلكترونيات، هواتف، حواسيب، بطاقات إلكترونية، قطر'),
  ('design/head/default_keywords', 2, 'electronics, phones, laptops, e-cards, Qatar'),
  ('design/header/logo_alt', 0, 'Matjar'),
  ('design/header/logo_alt', 1, 'متجر'),
  ('design/header/welcome', 1, 'أهلًا بك في متجر'),
  ('design/header/welcome', 2, 'Welcome to Matjar'),
  ('design/footer/copyright', 1, '© متجر. جميع الحقوق محفوظة.'),
  ('design/footer/copyright', 2, '© Matjar. All rights reserved.');

-- The contact page's blocks a Magento client (Venia's contact page) asks for, in each store view's language.
INSERT OR IGNORE INTO cms_blocks (identifier, store_id, title, content, is_active) VALUES
  ('contact-us-banner', 1, 'اتصل بنا: الترويسة',
   '<h2>اتصل بنا</h2><p>لديك سؤال عن منتج أو طلب أو عملية إرجاع؟ نحن هنا لمساعدتك يوميًا من الساعة 1 صباحًا حتى الساعة 10 مساءً.</p>', 1),
  ('contact-us-banner', 2, 'Contact us: banner',
   '<h2>Contact us</h2><p>Questions about a product, an order or a return? We are here to help every day from 1 AM to 10 PM.</p>', 1),
  ('contact-us-sidebar', 1, 'اتصل بنا: طرق التواصل',
   '<h3>طرق التواصل معنا</h3><ul><li>الهاتف: <a href="tel:+97450001234"><bdi>+974 5000 1234</bdi></a></li><li>واتساب: <a href="https://wa.me/97450001234">راسلنا على واتساب</a></li><li>البريد الإلكتروني للدعم: <a href="mailto:support@matjar.qa"><bdi>support@matjar.qa</bdi></a></li><li>للاستفسارات العامة: <a href="mailto:info@matjar.qa"><bdi>info@matjar.qa</bdi></a></li></ul><p>أوقات العمل: يوميًا من الساعة 1 صباحًا حتى الساعة 10 مساءً</p>', 1),
  ('contact-us-sidebar', 2, 'Contact us: ways to reach us',
   '<h3>Ways to reach us</h3><ul><li>Phone: <a href="tel:+97450001234">+974 5000 1234</a></li><li>WhatsApp: <a href="https://wa.me/97450001234">Chat with us on WhatsApp</a></li><li>Support e-mail: <a href="mailto:support@matjar.qa">support@matjar.qa</a></li><li>General information: <a href="mailto:info@matjar.qa">info@matjar.qa</a></li></ul><p>Opening hours: every day, 1 AM to 10 PM</p>', 1);

INSERT OR IGNORE INTO cms_pages (identifier, store_id, title, content_heading, content, page_layout, meta_title, meta_description, creation_time, update_time) VALUES
  ('home', 1, 'الأجهزة الإلكترونية والإكسسوارات في قطر', NULL,
   '<p>متجر هو متجرك الإلكتروني للأجهزة في قطر: هواتف وحواسيب وألعاب وأجهزة المنزل الذكي وإكسسوارات وبطاقات إلكترونية، مع توصيل في نفس اليوم للطلبات قبل الساعة 7:30 مساءً.</p>',
   '1column', 'الأجهزة الإلكترونية والإكسسوارات في قطر',
   'متجر هو متجرك الإلكتروني للأجهزة في قطر: هواتف وحواسيب وألعاب وأجهزة المنزل الذكي وإكسسوارات وبطاقات إلكترونية، مع توصيل في نفس اليوم للطلبات قبل الساعة 7:30 مساءً.',
   datetime('now'), datetime('now')),
  ('home', 2, 'Electronics and gadgets in Qatar', NULL,
   '<p>Matjar is Qatar''s online electronics store: phones, laptops, gaming, smart-home gear, accessories and e-cards, with same-day delivery on orders before 7:30 PM.</p>',
   '1column', 'Electronics and gadgets in Qatar',
   'Matjar is Qatar''s online electronics store: phones, laptops, gaming, smart-home gear, accessories and e-cards, with same-day delivery on orders before 7:30 PM.',
   datetime('now'), datetime('now')),
  ('no-route', 1, 'الصفحة غير موجودة', 'الصفحة غير موجودة',
   '<p>الصفحة التي طلبتها غير موجودة أو تم نقلها.</p><p><a href="/ar">العودة إلى الصفحة الرئيسية</a></p>',
   '1column', 'الصفحة غير موجودة', 'الصفحة التي طلبتها غير موجودة أو تم نقلها.', datetime('now'), datetime('now')),
  ('no-route', 2, 'Page not found', 'Page not found',
   '<p>The page you asked for does not exist or has moved.</p><p><a href="/en">Back to the home page</a></p>',
   '1column', 'Page not found', 'The page you asked for does not exist or has moved.', datetime('now'), datetime('now')),
  ('about-us', 1, 'من نحن', 'من نحن',
   '<p>متجر منصة تسوق إلكترونية للمتسوقين في قطر الباحثين عن إلكترونيات أصلية بأسعار عادلة بالريال القطري وتوصيل يمكنهم الاعتماد عليه.</p><h2>ماذا نقدم</h2><ul><li>هواتف وأجهزة لوحية وحواسيب محمولة وأجهزة ألعاب وأجهزة للمنزل الذكي من العلامات التجارية التي تعرفها.</li><li>شواحن وكابلات وأغطية وسماعات وغيرها من إكسسوارات أجهزتك.</li><li>بطاقات إلكترونية للألعاب والتطبيقات والمتاجر، تصلك فورًا عبر الرسائل والبريد الإلكتروني.</li></ul><h2>توصيل سريع في جميع أنحاء قطر</h2><p>الطلبات التي تُقدَّم قبل الساعة 7:30 مساءً تُسلَّم في اليوم نفسه، وما يُطلب بعد ذلك يُسلَّم في اليوم التالي.</p>',
   '1column', 'من نحن',
   'متجر هو متجر إلكترونيات عبر الإنترنت في قطر: أجهزة وإكسسوارات وبطاقات إلكترونية وصيانة الهواتف في المنزل، مع توصيل في اليوم نفسه للطلبات قبل الساعة 7:30 مساءً.',
   datetime('now'), datetime('now')),
  ('about-us', 2, 'About Matjar', 'About Matjar',
   '<p>Matjar is an online store for shoppers in Qatar who want genuine electronics, fair prices in Qatari riyals and delivery they can count on.</p><h2>What we offer</h2><ul><li>Phones, tablets, laptops, gaming and smart-home devices from the brands you know.</li><li>Chargers, cables, cases, headphones and other accessories for your devices.</li><li>E-cards for games, apps and stores, delivered instantly by message and e-mail.</li></ul><h2>Fast delivery across Qatar</h2><p>Orders placed before 7:30 PM are delivered the same day. Orders placed later are delivered on the next day.</p>',
   '1column', 'About Matjar',
   'Matjar is an online electronics store in Qatar: devices, accessories, e-cards and at-home phone repair, with same-day delivery on orders placed before 7:30 PM.',
   datetime('now'), datetime('now'));
