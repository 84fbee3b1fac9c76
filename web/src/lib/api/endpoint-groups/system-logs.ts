export { SYSTEM_LOGS_ENDPOINTS as endpoints } from '@morphic/contracts';
