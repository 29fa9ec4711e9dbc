// 'What is appropriate to submit?' lives in the kit: the console's preview draws it too.
export { GuidelinesLists } from '@portal/web-kit/campaign/guidelines-lists';
