// @vitest-environment happy-dom
/**
 * An add from a product card (add-to-cart.client.ts): the card's button, posting with the page's shared form
 * (card-forms.ts), carries only the SKU and prices, and the cart
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
    <form id="card-add" method="post" action="/ar/cart?_action=cart.addItem" hidden data-add-to-cart data-adding-label="جارٍ الإضافة…">
      <input type="hidden" name="qty" value="1">
    </form>
    <article>
      <img alt src="/media/catalog/product/a/n/anker-1.jpg" srcset="/media/catalog/product/a/n/anker-1.jpg?w=160 160w">
      <h3><a href="/ar/products/%D9%85%D9%83%D8%A8%D8%B1-%D8%B5%D9%88%D8%AA" id="nab185"> مكبر <mark>صوت</mark> أنكر </a></h3>
      <button form="card-add" name="sku" value="ANKE-1185" data-price="329" data-original-price="399" aria-labelledby="addToCart-words nab185">أضف إلى السلة</button>
    </article>`;
  bindAddToCartForms();
});

it('gives the cart the product the card shows', async () => {
  document.querySelector<HTMLButtonElement>('article button')!.click();
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

it('gives the cart the product a form carries whole, with its quantity (the product page)', async () => {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<form id="page" method="post" action="/ar/cart?_action=cart.addItem" data-add-to-cart='{"sku":"ANKE-1185","name":"مكبر صوت أنكر","price":329,"originalPrice":null,"urlKey":"anker","image":null}'>
      <input type="hidden" name="sku" value="ANKE-1185"><input name="qty" value="2">
      <button type="submit">أضف إلى السلة</button>
    </form>`,
  );
  addToCart.mockClear();
  document.querySelector<HTMLButtonElement>('#page button')!.click();
  await vi.waitFor(() => expect(addToCart).toHaveBeenCalledTimes(1));
  expect(addToCart).toHaveBeenCalledWith('ar', { sku: 'ANKE-1185', name: 'مكبر صوت أنكر', price: 329, originalPrice: null, urlKey: 'anker', image: null }, 2, { added: 'أضيف' });
});

it('posts the form plainly, with the pressed button’s SKU, when the page lacks the toast texts', async () => {
  document.getElementById('cart-toast-texts')!.remove();
  const form = document.querySelector<HTMLFormElement>('#card-add')!;
  const button = document.querySelector<HTMLButtonElement>('article button')!;
  addToCart.mockClear();
  button.click();
  // The press is handled once its code has loaded: the plain post it then asks for is watched from here on.
  const plain = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
  await vi.waitFor(() => expect(plain).toHaveBeenCalledWith(button));
  expect(addToCart).not.toHaveBeenCalled();
  // The form lost its mark, so the handler lets that post through.
  expect(form.hasAttribute('data-add-to-cart')).toBe(false);
  plain.mockRestore();
});
