export { Complainant, ComplainantLine, systemComplaintFacts } from './Complainant';
