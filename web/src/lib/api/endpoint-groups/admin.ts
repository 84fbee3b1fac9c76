export { ADMIN_ENDPOINTS as endpoints } from '@morphic/contracts';
