// The cart's public face for the app shell (the header's badge). Pages stay behind the route table's lazy
// imports: nothing here may import a page, or the main chunk would carry it. The cart itself is shared with
// the album and the products through src/lib/cart (decision 71).
export { useCartCount } from '../../lib/cart/cart-count';
