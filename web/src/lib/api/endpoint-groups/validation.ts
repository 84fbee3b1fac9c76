export { VALIDATION_ENDPOINTS as endpoints } from '@morphic/contracts';
