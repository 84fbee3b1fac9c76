export { MESSAGING_ENDPOINTS as endpoints } from '@morphic/contracts';
