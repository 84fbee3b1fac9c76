export { OPERATOR_REMOVAL_ENDPOINTS as endpoints } from '@morphic/contracts';
