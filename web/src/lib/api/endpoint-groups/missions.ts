export { MISSIONS_ENDPOINTS as endpoints } from '@morphic/contracts';
