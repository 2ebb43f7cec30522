// Money formatting lives with the job presenters (@platform/job-events), which webhooks and the
// owners use too; re-exported here for the gateway's other routes.
export { formatDecimal } from '@platform/job-events';
