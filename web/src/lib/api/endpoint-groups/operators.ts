export { OPERATORS_ENDPOINTS as endpoints } from '@morphic/contracts';
