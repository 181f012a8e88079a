// Web Push alerts for a visitor's team (ADR 035): subscriptions, what is told, and sending.
export { alertEventsOf, type AlertEvent } from './alert-events';
export { alertsPublicKey, vapidKeysOf } from './alert-keys';
export { buildAlertPayload, buildRulesMomentPayload, type AlertPayload } from './alert-message';
export { freshRulesMoments, rulesMomentsOf, type RulesMoment } from './rules-moments';
export { dispatchMatchAlerts, teamIdsOf, type DispatchResult } from './dispatch-alerts';
export { createPushSender, type PushOutcome, type PushTarget, type SendPush } from './push-sender';
export { isPushServiceEndpoint, modeRequestSchema, subscribeRequestSchema, unsubscribeRequestSchema } from './subscription-request';
export { alertsDatabase, claimEvents, deleteSubscriptions, forgetSentEvents, hasSubscribers, saveSubscription, setSubscriptionModes, subscribedTeams, subscriptionsOfTeams } from './subscription-store';
export { sweepTeamAlerts } from './sweep-alerts';
export { vapidAuthorization, type VapidKeys } from './vapid';
export { consumeAlertQueue, lookAtMatchAlerts, sweepAlerts } from './worker-looks';
export { alertQueueHealth, type AlertQueueHealth } from './alert-queue-health';
