// The cart's public face for the app shell (the header's badge). Pages stay behind the route table's lazy
// imports: nothing here may import a page, or the main chunk would carry it.
export { useCartCount } from './cart-store';
