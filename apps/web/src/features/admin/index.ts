// The admin feature's public face for the app shell: the layout's banner stops acting through it. Pages stay
// behind the route table's lazy imports.
export { useStopActing } from './api/acting';
