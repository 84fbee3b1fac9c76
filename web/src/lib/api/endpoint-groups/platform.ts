export { PLATFORM_ENDPOINTS as endpoints } from '@morphic/contracts';
