export { OPERATOR_ANALYSIS_ENDPOINTS as endpoints } from '@morphic/contracts';
