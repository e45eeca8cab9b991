/** The note's fixed wording, shared by the component, the Markdown copies and the tests. */
import {ROUTES} from '../../site/constants';

export const NOT_CONFIRMED_COMPONENT = 'NotConfirmed';
export const NOT_CONFIRMED_TITLE = 'Not confirmed';
export const NOT_CONFIRMED_LINK_TEXT = 'How these docs are sourced';
export const notConfirmedHref = `${ROUTES.sourcing}#not-confirmed`;
