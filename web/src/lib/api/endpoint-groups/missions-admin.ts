export { MISSIONS_ADMIN_ENDPOINTS as endpoints } from '@morphic/contracts';
