export { ComplaintReporter, ReporterLine, systemComplaintFacts } from './ComplaintReporter';
