/**
 * The sub-clients that a `TribeClient` exposes as properties, such as
 * `client.posts` and `client.members`. The package does not export them from
 * `@tribeplatform/gql-client/client`; this entry re-exports them for the reference.
 *
 * @module clients
 */
export {AppClient} from 'gql-client-source/client/clients/app.client.js';
export {AuthClient} from 'gql-client-source/client/clients/auth.client.js';
export {BadgeClient} from 'gql-client-source/client/clients/badge.client.js';
export {CollectionsClient} from 'gql-client-source/client/clients/collections.client.js';
export {DevClient} from 'gql-client-source/client/clients/dev.client.js';
export {InvitationsClient} from 'gql-client-source/client/clients/invitations.client.js';
export {MediaClient} from 'gql-client-source/client/clients/media.client.js';
export {MembersClient} from 'gql-client-source/client/clients/members.client.js';
export {MessagingClient} from 'gql-client-source/client/clients/messaging.client.js';
export {ModerationClient} from 'gql-client-source/client/clients/moderation.client.js';
export {NetworkClient} from 'gql-client-source/client/clients/network.client.js';
export {NotificationsClient} from 'gql-client-source/client/clients/notifications.client.js';
export {OAuthClient} from 'gql-client-source/client/clients/oAuth.client.js';
export {PostTypeClient} from 'gql-client-source/client/clients/postType.client.js';
export {PostsClient} from 'gql-client-source/client/clients/posts.client.js';
export {ReportClient} from 'gql-client-source/client/clients/report.client.js';
export {RolesClient} from 'gql-client-source/client/clients/roles.client.js';
export {SpacePostTypeClient} from 'gql-client-source/client/clients/space-post-type.client.js';
export {SpaceMembersClient} from 'gql-client-source/client/clients/spaceMembers.client.js';
export {SpaceMembershipClient} from 'gql-client-source/client/clients/spaceMembership.client.js';
export {SpaceRolesClient} from 'gql-client-source/client/clients/spaceRoles.client.js';
export {SpacesClient} from 'gql-client-source/client/clients/spaces.client.js';
export {TagsClient} from 'gql-client-source/client/clients/tags.client.js';
export {TemplatesClient} from 'gql-client-source/client/clients/templates.client.js';
export {ThemeClient} from 'gql-client-source/client/clients/theme.client.js';
