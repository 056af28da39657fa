// Stories only: what the investment screens' stories share with the participant ones (how a
// screen is shown, the blank form, the save in progress, a typeable screen, the error summary).
export {
  participantScreen as investingScreen,
  blankForm,
  continueWithErrors,
  expectErrorSummary,
  serverErrorStory,
  submittingStory,
  typeable,
} from '../participant/storyKit';
