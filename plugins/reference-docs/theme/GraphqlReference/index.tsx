/**
 * Building blocks of the generated GraphQL reference pages. Every piece of
 * schema text arrives as a prop and is rendered by React as text, except
 * descriptions, which are Markdown that the generator rendered to safe HTML.
 *
 * Each component is in a file of its own beside this one; this module is the
 * one the pages import (`import * as Ref from '@theme/GraphqlReference'`), so
 * it exports every component of the contract (contract/components.ts).
 */
export {CategoryIntro} from './CategoryIntro';
export {Definition} from './Definition';
export {EnumValues} from './EnumValues';
export {API_CALL_TABS, Example} from './Example';
export {ExternalLink} from './ExternalLink';
export {FieldList} from './FieldList';
export {GuidePages} from './GuidePages';
export {ItemHeader} from './ItemHeader';
export {ItemTable} from './ItemTable';
export {LinkList} from './LinkList';
export {Locations} from './Locations';
export {LongDefinition} from './LongDefinition';
export {NoEntries} from './NoEntries';
export {Overview} from './Overview';
export {RemovedTable} from './RemovedTable';
export {Returns} from './Returns';
export {TypeReference} from './TypeReference';
export {UsageList} from './UsageList';
export {UsageSummary} from './UsageSummary';
