/**
 * Every pt-BR text of both specs' catalogues, verbatim. The API and the web both read from here, so a
 * screen and the error the server sends always say the same thing. One module per catalogue (messages/):
 * a bundle keeps a module's texts in one chunk, so as one module every text any screen used sat in the
 * app's first chunk (decision 91).
 */

export { addressMessages } from './messages/address';
export { authMessages } from './messages/auth';
export { faceSearchMessages } from './messages/face-search';
export { financeMessages } from './messages/finance';
export { globalMessages } from './messages/global';
export { homeMessages } from './messages/home';
export { orderStageMessages } from './messages/order-stages';
export { registrationMessages } from './messages/registration';
export { shopMessages } from './messages/shop';
export { uploadMessages } from './messages/uploads';
