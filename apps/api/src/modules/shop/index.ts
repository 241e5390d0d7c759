// The shop module's door: other modules and the composition root import only this file. Checkout clears
// the saved cart through `clearSavedCart(tx)`, so the cart cache is written only here.
export { clearSavedCart } from './saved-cart';
export { shopModule } from './shop.module';
export { type ShopService, shopService } from './shop.service';
