// @vitest-environment happy-dom
/**
 * An add from a product card (add-to-cart.client.ts): the card's form carries only the SKU and prices, and the cart
 * is given the product's name, address and photo from the card itself (its heading's link and its photo), the same
 * as the product page's form gives them whole.
 */
import { beforeAll, expect, it, vi } from 'vitest';

const addToCart = vi.fn(() => Promise.resolve(true));
vi.mock('@/stores/cart/cart-sync.ts', () => ({ addToCart }));

const { bindAddToCartForms } = await import('@/components/cart/add-to-cart.client.ts');

beforeAll(() => {
  document.documentElement.lang = 'ar';
  document.body.innerHTML = `
    <script type="application/json" id="cart-toast-texts">{"added":"أضيف"}</script>
    <div hidden><span id="addToCart-words">أضف إلى السلة:</span></div>
    <article>
      <img alt src="/media/catalog/product/a/n/anker-1.jpg" srcset="/media/catalog/product/a/n/anker-1.jpg?w=160 160w">
      <h3><a href="/ar/products/%D9%85%D9%83%D8%A8%D8%B1-%D8%B5%D9%88%D8%AA" id="nab185"> مكبر <mark>صوت</mark> أنكر </a></h3>
      <form method="post" action="/ar/cart?_action=cart.addItem" data-add-to-cart='{"sku":"ANKE-1185","price":329,"originalPrice":399}'>
        <input type="hidden" name="sku" value="ANKE-1185"><input type="hidden" name="qty" value="1">
        <button type="submit" aria-labelledby="addToCart-words nab185">أضف إلى السلة</button>
      </form>
    </article>`;
  bindAddToCartForms();
});

it('gives the cart the product the card shows', async () => {
  document.querySelector('button')!.click();
  await vi.waitFor(() => expect(addToCart).toHaveBeenCalledTimes(1));
  expect(addToCart).toHaveBeenCalledWith(
    'ar',
    {
      sku: 'ANKE-1185',
      price: 329,
      originalPrice: 399,
      name: 'مكبر صوت أنكر',
      urlKey: 'مكبر-صوت',
      image: '/media/catalog/product/a/n/anker-1.jpg',
    },
    1,
    { added: 'أضيف' },
  );
});
