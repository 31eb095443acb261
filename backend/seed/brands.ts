export interface BrandSeed {
  id: number;
  key: string;
  en: string;
  ar: string;
  featured: boolean;
  colour: string;
}

const b = (id: number, key: string, en: string, ar: string, featured: boolean, colour: string): BrandSeed =>
  ({ id, key, en, ar, featured, colour });

/** Brands of the shop; the last four have no products (the storefront hides brands with product_count 0). */
export const BRANDS: BrandSeed[] = [
  b(1, 'apple', 'Apple', 'أبل', true, '#1d1d1f'),
  b(2, 'samsung', 'Samsung', 'سامسونج', true, '#1428a0'),
  b(3, 'huawei', 'Huawei', 'هواوي', true, '#cf0a2c'),
  b(4, 'xiaomi', 'Xiaomi', 'شاومي', true, '#ff6900'),
  b(5, 'oneplus', 'OnePlus', 'ون بلس', false, '#eb0028'),
  b(6, 'google', 'Google', 'جوجل', false, '#4285f4'),
  b(7, 'sony', 'Sony', 'سوني', true, '#000000'),
  b(8, 'lg', 'LG', 'إل جي', false, '#a50034'),
  b(9, 'lenovo', 'Lenovo', 'لينوفو', true, '#e2231a'),
  b(10, 'hp', 'HP', 'إتش بي', true, '#0096d6'),
  b(11, 'dell', 'Dell', 'ديل', true, '#007db8'),
  b(12, 'asus', 'Asus', 'أسوس', true, '#00539b'),
  b(13, 'acer', 'Acer', 'أيسر', false, '#83b81a'),
  b(14, 'microsoft', 'Microsoft', 'مايكروسوفت', false, '#737373'),
  b(15, 'jbl', 'JBL', 'جي بي إل', true, '#ff3300'),
  b(16, 'bose', 'Bose', 'بوز', true, '#222222'),
  b(17, 'beats', 'Beats', 'بيتس', true, '#e01f3d'),
  b(18, 'anker', 'Anker', 'أنكر', true, '#00a7e1'),
  b(19, 'belkin', 'Belkin', 'بيلكن', false, '#5f259f'),
  b(20, 'logitech', 'Logitech', 'لوجيتك', true, '#00b8fc'),
  b(21, 'razer', 'Razer', 'ريزر', false, '#44d62c'),
  b(22, 'nintendo', 'Nintendo', 'نينتندو', true, '#e60012'),
  b(23, 'canon', 'Canon', 'كانون', false, '#cc0000'),
  b(24, 'nikon', 'Nikon', 'نيكون', false, '#ffe100'),
  b(25, 'gopro', 'GoPro', 'جو برو', false, '#00a8e1'),
  b(26, 'dji', 'DJI', 'دي جي آي', true, '#1e1e1e'),
  b(27, 'garmin', 'Garmin', 'جارمن', true, '#007cc3'),
  b(28, 'amazfit', 'Amazfit', 'أمازفيت', false, '#ff5b00'),
  b(29, 'tcl', 'TCL', 'تي سي إل', false, '#e4002b'),
  b(30, 'hisense', 'Hisense', 'هايسنس', false, '#00aaa6'),
  b(31, 'philips', 'Philips', 'فيليبس', false, '#0b5ed7'),
  b(32, 'baseus', 'Baseus', 'باسيوس', false, '#333333'),
  b(33, 'ugreen', 'Ugreen', 'يوجرين', false, '#2bb24c'),
  b(34, 'playstation', 'PlayStation', 'بلايستيشن', true, '#003791'),
  b(35, 'netflix', 'Netflix', 'نتفليكس', false, '#e50914'),
  b(36, 'steam', 'Steam', 'ستيم', false, '#1b2838'),
  b(37, 'spotify', 'Spotify', 'سبوتيفاي', false, '#1db954'),
  b(38, 'pubg-mobile', 'PUBG Mobile', 'ببجي موبايل', false, '#f2a900'),
  b(39, 'nokia', 'Nokia', 'نوكيا', true, '#124191'),
  b(40, 'motorola', 'Motorola', 'موتورولا', false, '#5c92fa'),
  b(41, 'oppo', 'Oppo', 'أوبو', false, '#1ba784'),
  b(42, 'marshall', 'Marshall', 'مارشال', false, '#b89b5e'),
];
