export { IDENTITY_ENDPOINTS as endpoints } from '@morphic/contracts';
