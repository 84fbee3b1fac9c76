export { COMPANIES_ENDPOINTS as endpoints } from '@morphic/contracts';
