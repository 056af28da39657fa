// Stories only: what the rescue screens' stories share with the participant ones (how a screen
// is shown, the blank form, a typeable screen, the error summary).
export {
  participantScreen as rescueScreen,
  blankForm,
  expectErrorSummary,
  typeable,
} from '../participant/storyKit';
