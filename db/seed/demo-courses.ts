/**
 * Two of the three short demo courses issue 30 asks for (the third, "Staying Safe Online", is in
 * demo-lessons.ts): "My Rights" (the UN Convention on the Rights of the Child in simple words) and
 * "Feelings and Who to Talk To" (naming feelings, trusted adults, unsafe secrets, Sri Lanka's free child
 * helpline 1929, run by the National Child Protection Authority). Each lesson: a short text, a picture with
 * alt text, then practice; every lesson asks for all its questions right (two per lesson, so "3 in a row"
 * would mean answering one twice). Sinhala and Tamil are marked for a native speaker's review.
 */
import { type DemoLesson, lessonColumns, t } from "./demo-lessons";

const ALL = { mastery_rule: "all" } as const;

export const RIGHTS_LESSONS: DemoLesson[] = [
  lessonColumns(
    [
      {
        id: "t1",
        type: "text",
        text: t(
          "A *right* is something every child needs to grow up safe, healthy and happy.\n\nThe United Nations Convention on the Rights of the Child is a promise made by almost every country in the world. Sri Lanka made this promise in 1991. It says that every person under 18 has rights, for example:\n\n- to be safe from harm\n- to go to school and learn\n- to play and rest\n- to be heard\n\nRights are for *every* child: girls and boys, whatever their language, religion or family, and children with disabilities too.",
          "*අයිතිවාසිකමක්* යනු සෑම ළමයෙකුටම ආරක්ෂිතව, නිරෝගීව සහ සතුටින් හැදී වැඩීමට අවශ්‍ය දෙයකි.\n\nළමා අයිතිවාසිකම් පිළිබඳ එක්සත් ජාතීන්ගේ සම්මුතිය ලෝකයේ සෑම රටක්ම පාහේ දුන් පොරොන්දුවකි. ශ්‍රී ලංකාව මෙම පොරොන්දුව 1991 දී දුන්නේය. එය කියන්නේ වයස අවුරුදු 18 ට අඩු සෑම කෙනෙකුටම අයිතිවාසිකම් ඇති බවයි, උදාහරණ ලෙස:\n\n- හානියෙන් ආරක්ෂා වීමට\n- පාසල් ගොස් ඉගෙන ගැනීමට\n- සෙල්ලම් කිරීමට සහ විවේක ගැනීමට\n- තමන් කියන දේට සවන් දීමට\n\nඅයිතිවාසිකම් *සෑම* ළමයෙකුටම ඇත: ගැහැණු ළමයින්ට සහ පිරිමි ළමයින්ට, ඔවුන්ගේ භාෂාව, ආගම හෝ පවුල කුමක් වුවත්, ආබාධ සහිත ළමයින්ටත්.",
          "*உரிமை* என்பது ஒவ்வொரு குழந்தையும் பாதுகாப்பாகவும், ஆரோக்கியமாகவும், மகிழ்ச்சியாகவும் வளரத் தேவையான ஒன்று.\n\nசிறுவர் உரிமைகள் பற்றிய ஐக்கிய நாடுகள் சமவாயம் உலகின் கிட்டத்தட்ட எல்லா நாடுகளும் அளித்த ஒரு வாக்குறுதி. இலங்கை இந்த வாக்குறுதியை 1991 இல் அளித்தது. 18 வயதுக்குக் குறைந்த ஒவ்வொருவருக்கும் உரிமைகள் உண்டு என்று அது சொல்கிறது, உதாரணமாக:\n\n- தீங்கிலிருந்து பாதுகாப்பாக இருக்க\n- பள்ளிக்குச் சென்று கற்க\n- விளையாடவும் ஓய்வெடுக்கவும்\n- தன் கருத்தைக் கேட்கச் செய்ய\n\nஉரிமைகள் *ஒவ்வொரு* குழந்தைக்கும் உரியவை: பெண் பிள்ளைகளுக்கும் ஆண் பிள்ளைகளுக்கும், அவர்களின் மொழி, மதம், குடும்பம் எதுவாக இருந்தாலும், மாற்றுத்திறனுள்ள குழந்தைகளுக்கும்.",
        ),
      },
      {
        id: "p1",
        type: "image",
        picture: "rights-together",
        alt: t(
          "Four children of different sizes holding hands in the sun.",
          "විවිධ ප්‍රමාණයේ ළමයින් හතර දෙනෙක් හිරු එළියේ අත් අල්ලාගෙන සිටිති.",
          "வெவ்வேறு உயரமுள்ள நான்கு குழந்தைகள் வெயிலில் கைகோர்த்து நிற்கிறார்கள்.",
        ),
        caption: t("The same rights for every child.", "සෑම ළමයෙකුටම එකම අයිතිවාසිකම්.", "ஒவ்வொரு குழந்தைக்கும் அதே உரிமைகள்."),
      },
      {
        id: "q1",
        type: "single",
        prompt: t(
          "Until what age is a person a child, in the Convention?",
          "සම්මුතියට අනුව කෙනෙකු ළමයෙකු වන්නේ කුමන වයස දක්වාද?",
          "சமவாயத்தின்படி ஒருவர் எந்த வயது வரை குழந்தை?",
        ),
        choices: [
          { id: "a", text: t("Until 12", "අවුරුදු 12 දක්වා", "12 வயது வரை"), correct: false },
          { id: "b", text: t("Until 16", "අවුරුදු 16 දක්වා", "16 வயது வரை"), correct: false },
          { id: "c", text: t("Until 18", "අවුරුදු 18 දක්වා", "18 வயது வரை"), correct: true },
        ],
        hint: t("Read the lesson again: it names the age.", "පාඩම නැවත කියවන්න: එහි වයස සඳහන් වේ.", "பாடத்தை மீண்டும் படியுங்கள்: அதில் வயது சொல்லப்பட்டுள்ளது."),
        explanation: t(
          "Every person under 18 is a child and has these rights.",
          "වයස අවුරුදු 18 ට අඩු සෑම කෙනෙක්ම ළමයෙකු වන අතර මෙම අයිතිවාසිකම් ඇත.",
          "18 வயதுக்குக் குறைந்த ஒவ்வொருவரும் குழந்தை; அவருக்கு இந்த உரிமைகள் உண்டு.",
        ),
      },
      {
        id: "q2",
        type: "truefalse",
        prompt: t(
          "Rights are only for children who do well at school.",
          "අයිතිවාසිකම් ඇත්තේ පාසලේ හොඳින් ඉගෙන ගන්නා ළමයින්ට පමණි.",
          "உரிமைகள் பள்ளியில் நன்றாகப் படிக்கும் குழந்தைகளுக்கு மட்டுமே.",
        ),
        answer: false,
        hint: t("Who are rights for?", "අයිතිවාසිකම් ඇත්තේ කාටද?", "உரிமைகள் யாருக்கு உரியவை?"),
        explanation: t(
          "Rights are for every child. Nobody has to earn them.",
          "අයිතිවාසිකම් සෑම ළමයෙකුටම ඇත. කිසිවෙකුට ඒවා උපයා ගැනීමට අවශ්‍ය නැත.",
          "உரிமைகள் ஒவ்வொரு குழந்தைக்கும் உரியவை. யாரும் அவற்றைச் சம்பாதிக்க வேண்டியதில்லை.",
        ),
      },
    ],
    ALL,
  ),
  lessonColumns(
    [
      {
        id: "t1",
        type: "text",
        text: t(
          "Every child has the right to go to school and learn. Primary school should be free for everyone.\n\nEvery child also has the right to *rest and play*, and to take part in music, dance, art and games.\n\nNo child should do work that is dangerous or that keeps them away from school.",
          "සෑම ළමයෙකුටම පාසල් ගොස් ඉගෙන ගැනීමේ අයිතිය ඇත. ප්‍රාථමික අධ්‍යාපනය සැමට නොමිලේ ලැබිය යුතුය.\n\nසෑම ළමයෙකුටම *විවේක ගැනීමේ සහ සෙල්ලම් කිරීමේ* අයිතිය ද, සංගීතය, නර්තනය, කලාව සහ ක්‍රීඩාවලට සහභාගී වීමේ අයිතිය ද ඇත.\n\nකිසිම ළමයෙකු අනතුරුදායක හෝ පාසලෙන් ඈත් කරන වැඩ නොකළ යුතුය.",
          "ஒவ்வொரு குழந்தைக்கும் பள்ளிக்குச் சென்று கற்கும் உரிமை உண்டு. ஆரம்பக் கல்வி எல்லோருக்கும் இலவசமாக இருக்க வேண்டும்.\n\nஒவ்வொரு குழந்தைக்கும் *ஓய்வெடுக்கவும் விளையாடவும்* உரிமை உண்டு; இசை, நடனம், கலை, விளையாட்டுகளில் பங்கேற்கவும் உரிமை உண்டு.\n\nஎந்தக் குழந்தையும் ஆபத்தான வேலையையோ பள்ளியிலிருந்து விலக்கி வைக்கும் வேலையையோ செய்யக் கூடாது.",
        ),
      },
      {
        id: "p1",
        type: "image",
        picture: "rights-school",
        alt: t(
          "A red school with a flag, and an open book beside it.",
          "කොඩියක් සහිත රතු පැහැති පාසලක් සහ ඒ අසල විවෘත පොතක්.",
          "கொடியுடன் கூடிய ஒரு சிவப்புப் பள்ளியும் அதன் அருகே திறந்த புத்தகமும்.",
        ),
        caption: t("Learning is every child's right.", "ඉගෙනීම සෑම ළමයෙකුගේම අයිතියකි.", "கற்றல் ஒவ்வொரு குழந்தையின் உரிமை."),
      },
      {
        id: "q3",
        type: "multiple",
        prompt: t("Which of these are rights of every child?", "මේවායින් සෑම ළමයෙකුගේම අයිතිවාසිකම් මොනවාද?", "இவற்றில் எவை ஒவ்வொரு குழந்தையின் உரிமைகள்?"),
        choices: [
          { id: "a", text: t("To go to school", "පාසල් යාමට", "பள்ளிக்குச் செல்ல"), correct: true },
          { id: "b", text: t("To rest and play", "විවේක ගැනීමට සහ සෙල්ලම් කිරීමට", "ஓய்வெடுக்கவும் விளையாடவும்"), correct: true },
          { id: "c", text: t("To have the newest phone", "අලුත්ම දුරකථනය ලැබීමට", "புதிய கைபேசியை வைத்திருக்க"), correct: false },
        ],
        hint: t(
          "A right is something every child needs, not something nice to have.",
          "අයිතිවාසිකමක් යනු සෑම ළමයෙකුටම අවශ්‍ය දෙයකි, තිබුණොත් හොඳ දෙයක් නොවේ.",
          "உரிமை என்பது ஒவ்வொரு குழந்தைக்கும் தேவையான ஒன்று, இருந்தால் நல்லது என்ற ஒன்று அல்ல.",
        ),
        explanation: t(
          "Learning, rest and play are rights. A new phone is a want, not a right.",
          "ඉගෙනීම, විවේකය සහ සෙල්ලම අයිතිවාසිකම් වේ. අලුත් දුරකථනයක් ආශාවකි, අයිතියක් නොවේ.",
          "கற்றல், ஓய்வு, விளையாட்டு ஆகியவை உரிமைகள். புதிய கைபேசி ஒரு விருப்பம், உரிமை அல்ல.",
        ),
      },
      {
        id: "q4",
        type: "match",
        prompt: t(
          "Match each picture in words with the right it shows.",
          "එක් එක් අවස්ථාව එය පෙන්වන අයිතිය සමඟ ගළපන්න.",
          "ஒவ்வொரு சூழ்நிலையையும் அது காட்டும் உரிமையுடன் பொருத்துங்கள்.",
        ),
        pairs: [
          {
            id: "a",
            left: t("Going to class every day", "සෑම දිනකම පන්තියට යාම", "ஒவ்வொரு நாளும் வகுப்புக்குச் செல்லுதல்"),
            right: t("The right to learn", "ඉගෙනීමේ අයිතිය", "கற்கும் உரிமை"),
          },
          {
            id: "b",
            left: t("Playing cricket with friends", "යාළුවන් සමඟ ක්‍රිකට් ගැසීම", "நண்பர்களுடன் கிரிக்கெட் விளையாடுதல்"),
            right: t("The right to play", "සෙල්ලම් කිරීමේ අයිතිය", "விளையாடும் உரிமை"),
          },
          {
            id: "c",
            left: t("Seeing a doctor when you are ill", "අසනීප වූ විට වෛද්‍යවරයෙකු හමුවීම", "நோய்வாய்ப்பட்டால் மருத்துவரைப் பார்த்தல்"),
            right: t("The right to health care", "සෞඛ්‍ය සේවා ලැබීමේ අයිතිය", "சுகாதாரப் பராமரிப்புக்கான உரிமை"),
          },
        ],
        hint: t("Ask: what does the child need here?", "අසන්න: මෙහිදී ළමයාට අවශ්‍ය කුමක්ද?", "கேளுங்கள்: இங்கே குழந்தைக்கு என்ன தேவை?"),
        explanation: t(
          "School is the right to learn, play is the right to play, and a doctor is the right to health care.",
          "පාසල ඉගෙනීමේ අයිතියයි, සෙල්ලම සෙල්ලම් කිරීමේ අයිතියයි, වෛද්‍යවරයා සෞඛ්‍ය සේවා ලැබීමේ අයිතියයි.",
          "பள்ளி கற்கும் உரிமை, விளையாட்டு விளையாடும் உரிமை, மருத்துவர் சுகாதாரப் பராமரிப்புக்கான உரிமை.",
        ),
      },
    ],
    ALL,
  ),
  lessonColumns(
    [
      {
        id: "t1",
        type: "text",
        text: t(
          "When adults make decisions about you, you have the right to *say what you think*. Adults should listen and take your views seriously.\n\nYou also have the right to be protected from violence and from anyone who hurts you.\n\nIf your rights are not respected, tell an adult you trust, or call *1929*, Sri Lanka's free child helpline.",
          "වැඩිහිටියන් ඔබ ගැන තීරණ ගන්නා විට, *ඔබ සිතන දේ කීමේ* අයිතිය ඔබට ඇත. වැඩිහිටියන් ඔබට සවන් දී ඔබේ අදහස් බැරෑරුම් ලෙස සැලකිය යුතුය.\n\nප්‍රචණ්ඩත්වයෙන් සහ ඔබට හානි කරන ඕනෑම කෙනෙකුගෙන් ආරක්ෂා වීමේ අයිතිය ද ඔබට ඇත.\n\nඔබේ අයිතිවාසිකම්වලට ගරු නොකරන්නේ නම්, ඔබ විශ්වාස කරන වැඩිහිටියෙකුට කියන්න, නැතහොත් ශ්‍රී ලංකාවේ නොමිලේ ඇමතිය හැකි ළමා උපකාරක අංකය වන *1929* අමතන්න.",
          "பெரியவர்கள் உங்களைப் பற்றி முடிவெடுக்கும்போது, *நீங்கள் நினைப்பதைச் சொல்ல* உங்களுக்கு உரிமை உண்டு. பெரியவர்கள் உங்களுக்குச் செவிசாய்த்து உங்கள் கருத்துகளைக் கவனத்தில் எடுக்க வேண்டும்.\n\nவன்முறையிலிருந்தும் உங்களைக் காயப்படுத்தும் எவரிடமிருந்தும் பாதுகாக்கப்படும் உரிமையும் உங்களுக்கு உண்டு.\n\nஉங்கள் உரிமைகள் மதிக்கப்படாவிட்டால், நீங்கள் நம்பும் ஒரு பெரியவரிடம் சொல்லுங்கள், அல்லது இலங்கையின் இலவச சிறுவர் உதவி இலக்கமான *1929* ஐ அழையுங்கள்.",
        ),
      },
      {
        id: "p1",
        type: "image",
        picture: "rights-voice",
        alt: t(
          "A child speaking, with a speech bubble, and a grown-up listening.",
          "කතා බුබුලක් සමඟ කතා කරන ළමයෙක් සහ සවන් දෙන වැඩිහිටියෙක්.",
          "பேச்சுக் குமிழுடன் பேசும் ஒரு குழந்தையும் செவிசாய்க்கும் ஒரு பெரியவரும்.",
        ),
        caption: t("Your voice matters.", "ඔබේ හඬ වැදගත්.", "உங்கள் குரல் முக்கியமானது."),
      },
      {
        id: "q5",
        type: "typed",
        prompt: t(
          "What number do you call for Sri Lanka's free child helpline?",
          "ශ්‍රී ලංකාවේ නොමිලේ ළමා උපකාරක සේවාවට ඇමතිය යුතු අංකය කුමක්ද?",
          "இலங்கையின் இலவச சிறுவர் உதவி சேவைக்கு எந்த எண்ணை அழைக்க வேண்டும்?",
        ),
        answers: t("1929", "1929", "1929"),
        hint: t("It is in the lesson, in four digits.", "එය පාඩමේ ඇත, ඉලක්කම් හතරකින්.", "அது பாடத்தில் உள்ளது, நான்கு இலக்கங்களில்."),
        explanation: t(
          "1929 is free to call. Someone there will listen and help.",
          "1929 ට ඇමතීම නොමිලේ. එහි සිටින කෙනෙක් සවන් දී උදව් කරයි.",
          "1929 ஐ அழைப்பது இலவசம். அங்கே ஒருவர் செவிசாய்த்து உதவுவார்.",
        ),
      },
      {
        id: "q6",
        type: "single",
        prompt: t(
          "Your class is choosing where to go on a school trip. Which right lets you share your idea?",
          "ඔබේ පන්තිය පාසල් චාරිකාවට යන තැන තෝරමින් සිටී. ඔබේ අදහස කීමට ඉඩ දෙන්නේ කුමන අයිතියද?",
          "உங்கள் வகுப்பு பள்ளிச் சுற்றுலா எங்கே செல்வது என்று தேர்ந்தெடுக்கிறது. உங்கள் யோசனையைச் சொல்ல எந்த உரிமை உதவுகிறது?",
        ),
        choices: [
          { id: "a", text: t("The right to be heard", "සවන් දීමට ඇති අයිතිය", "கருத்தைக் கேட்கச் செய்யும் உரிமை"), correct: true },
          { id: "b", text: t("The right to rest", "විවේක ගැනීමේ අයිතිය", "ஓய்வெடுக்கும் உரிமை"), correct: false },
          { id: "c", text: t("The right to health care", "සෞඛ්‍ය සේවා ලැබීමේ අයිතිය", "சுகாதாரப் பராமரிப்புக்கான உரிமை"), correct: false },
        ],
        hint: t("Which right is about saying what you think?", "ඔබ සිතන දේ කීම ගැන වන්නේ කුමන අයිතියද?", "நீங்கள் நினைப்பதைச் சொல்வது பற்றிய உரிமை எது?"),
        explanation: t(
          "The right to be heard means adults ask for your views and listen.",
          "සවන් දීමට ඇති අයිතිය යනු වැඩිහිටියන් ඔබේ අදහස් අසා සවන් දීමයි.",
          "கருத்தைக் கேட்கச் செய்யும் உரிமை என்றால் பெரியவர்கள் உங்கள் கருத்தைக் கேட்டுச் செவிசாய்ப்பது.",
        ),
      },
    ],
    ALL,
  ),
];

export const FEELINGS_LESSONS: DemoLesson[] = [
  lessonColumns(
    [
      {
        id: "t1",
        type: "text",
        text: t(
          'Everyone has feelings: happy, sad, angry, scared, excited, worried. *All feelings are okay.* A feeling tells you something; what matters is what you do with it.\n\n- Name it: "I feel angry."\n- Take three slow breaths.\n- Move your body: walk, stretch or play.',
          'සෑම කෙනෙකුටම හැඟීම් ඇත: සතුට, දුක, කේන්තිය, බය, උද්යෝගය, කනස්සල්ල. *සියලු හැඟීම් කමක් නැත.* හැඟීමක් ඔබට යමක් කියයි; වැදගත් වන්නේ ඔබ එය සමඟ කරන දෙයයි.\n\n- එය නම් කරන්න: "මට කේන්ති යනවා."\n- සෙමින් හුස්ම තුනක් ගන්න.\n- ඔබේ ශරීරය චලනය කරන්න: ඇවිදින්න, ඇඟ දිගහරින්න හෝ සෙල්ලම් කරන්න.',
          'எல்லோருக்கும் உணர்வுகள் உண்டு: மகிழ்ச்சி, கவலை, கோபம், பயம், உற்சாகம், பதற்றம். *எல்லா உணர்வுகளும் சரியானவையே.* ஓர் உணர்வு உங்களுக்கு ஏதோ சொல்கிறது; அதை வைத்து நீங்கள் என்ன செய்கிறீர்கள் என்பதே முக்கியம்.\n\n- அதற்குப் பெயரிடுங்கள்: "எனக்குக் கோபமாக இருக்கிறது."\n- மூன்று முறை மெதுவாக மூச்சு விடுங்கள்.\n- உடலை அசையுங்கள்: நடங்கள், உடலை நீட்டுங்கள் அல்லது விளையாடுங்கள்.',
        ),
      },
      {
        id: "p1",
        type: "image",
        picture: "feelings-faces",
        alt: t(
          "Four faces: a happy yellow one, a sad blue one, an angry red one and a scared purple one.",
          "මුහුණු හතරක්: සතුටු කහ මුහුණක්, දුක්මුසු නිල් මුහුණක්, කේන්ති ගිය රතු මුහුණක් සහ බියවූ දම් මුහුණක්.",
          "நான்கு முகங்கள்: மகிழ்ச்சியான மஞ்சள் முகம், கவலையான நீல முகம், கோபமான சிவப்பு முகம், பயந்த ஊதா முகம்.",
        ),
        caption: t(
          "Happy, sad, angry, scared: all feelings are okay.",
          "සතුට, දුක, කේන්තිය, බය: සියලු හැඟීම් කමක් නැත.",
          "மகிழ்ச்சி, கவலை, கோபம், பயம்: எல்லா உணர்வுகளும் சரியானவையே.",
        ),
      },
      {
        id: "q1",
        type: "match",
        prompt: t(
          "How might you feel? Match each moment with a feeling.",
          "ඔබට දැනෙන්නේ කෙසේද? එක් එක් අවස්ථාව හැඟීමක් සමඟ ගළපන්න.",
          "நீங்கள் எப்படி உணரக்கூடும்? ஒவ்வொரு தருணத்தையும் ஓர் உணர்வுடன் பொருத்துங்கள்.",
        ),
        pairs: [
          {
            id: "a",
            left: t("A friend shares their lunch with you", "යාළුවෙක් ඔවුන්ගේ දිවා ආහාරය ඔබ සමඟ බෙදා ගනී", "ஒரு நண்பர் தன் மதிய உணவை உங்களுடன் பகிர்கிறார்"),
            right: t("Happy", "සතුටු", "மகிழ்ச்சி"),
          },
          {
            id: "b",
            left: t("Your pet is lost", "ඔබේ සුරතල් සතා නැති වී ඇත", "உங்கள் செல்லப் பிராணி காணாமல் போய்விட்டது"),
            right: t("Sad", "දුක", "கவலை"),
          },
          {
            id: "c",
            left: t("Someone breaks your toy on purpose", "කවුරුහරි හිතාමතාම ඔබේ සෙල්ලම් බඩුව කඩයි", "யாரோ வேண்டுமென்றே உங்கள் பொம்மையை உடைக்கிறார்கள்"),
            right: t("Angry", "කේන්තිය", "கோபம்"),
          },
        ],
        hint: t("Imagine it happening to you.", "එය ඔබට සිදු වන බව සිතන්න.", "அது உங்களுக்கு நடப்பதாகக் கற்பனை செய்யுங்கள்."),
        explanation: t(
          "Sharing can make us happy, losing a pet makes us sad, and unfairness can make us angry.",
          "බෙදා ගැනීම අපව සතුටු කරයි, සුරතල් සතෙකු නැති වීම අපව දුකට පත් කරයි, අසාධාරණය අපට කේන්ති ගෙන දෙයි.",
          "பகிர்தல் மகிழ்ச்சி தரும், செல்லப் பிராணியை இழப்பது கவலை தரும், அநியாயம் கோபம் தரும்.",
        ),
      },
      {
        id: "q2",
        type: "truefalse",
        prompt: t("It is wrong to feel angry.", "කේන්ති යාම වැරදියි.", "கோபப்படுவது தவறு."),
        answer: false,
        hint: t(
          "Think about what the lesson says about all feelings.",
          "සියලු හැඟීම් ගැන පාඩම කියන දේ සිතන්න.",
          "எல்லா உணர்வுகள் பற்றியும் பாடம் என்ன சொல்கிறது என்று யோசியுங்கள்.",
        ),
        explanation: t(
          "Feeling angry is okay. Hurting someone because you are angry is not: breathe, move, and talk about it.",
          "කේන්ති යාම කමක් නැත. කේන්තිය නිසා කෙනෙකුට හානි කිරීම හරි නැත: හුස්ම ගන්න, චලනය වන්න, ඒ ගැන කතා කරන්න.",
          "கோபப்படுவது சரியே. கோபத்தால் ஒருவரைக் காயப்படுத்துவது சரியல்ல: மூச்சு விடுங்கள், அசையுங்கள், அதைப் பற்றிப் பேசுங்கள்.",
        ),
      },
    ],
    ALL,
  ),
  lessonColumns(
    [
      {
        id: "t1",
        type: "text",
        text: t(
          "A *trusted adult* is a grown-up who listens to you, keeps you safe and helps you: a parent, a grandparent, an aunt or uncle, a teacher or a school counsellor.\n\nThink of *three* trusted adults you could talk to. If the first one does not help, tell the next one. Keep telling until someone helps.",
          "*විශ්වාසවන්ත වැඩිහිටියෙකු* යනු ඔබට සවන් දෙන, ඔබව ආරක්ෂිතව තබන සහ ඔබට උදව් කරන වැඩිහිටියෙකි: දෙමාපියෙක්, සීයා හෝ ආච්චි, නැන්දා හෝ මාමා, ගුරුවරයෙක් හෝ පාසල් උපදේශකවරයෙක්.\n\nඔබට කතා කළ හැකි විශ්වාසවන්ත වැඩිහිටියන් *තුන්* දෙනෙකු ගැන සිතන්න. පළමු කෙනා උදව් නොකරන්නේ නම්, ඊළඟ කෙනාට කියන්න. කවුරුන් හෝ උදව් කරන තුරු දිගටම කියන්න.",
          "*நம்பிக்கையான பெரியவர்* என்பவர் உங்களுக்குச் செவிசாய்த்து, உங்களைப் பாதுகாப்பாக வைத்து, உங்களுக்கு உதவும் ஒருவர்: பெற்றோர், தாத்தா அல்லது பாட்டி, மாமா அல்லது அத்தை, ஆசிரியர் அல்லது பள்ளி ஆலோசகர்.\n\nநீங்கள் பேசக்கூடிய *மூன்று* நம்பிக்கையான பெரியவர்களை நினைத்துப் பாருங்கள். முதலாமவர் உதவாவிட்டால், அடுத்தவரிடம் சொல்லுங்கள். யாராவது உதவும் வரை தொடர்ந்து சொல்லுங்கள்.",
        ),
      },
      {
        id: "p1",
        type: "image",
        picture: "feelings-talk",
        alt: t(
          "A sad child sitting on a bench next to a grown-up who is listening.",
          "සවන් දෙන වැඩිහිටියෙකු අසල බංකුවක වාඩි වී සිටින දුක්මුසු ළමයෙක්.",
          "செவிசாய்க்கும் ஒரு பெரியவரின் அருகே பெஞ்சில் அமர்ந்திருக்கும் கவலையான குழந்தை.",
        ),
        caption: t("Talking helps.", "කතා කිරීම උදව් වේ.", "பேசுவது உதவும்."),
      },
      {
        id: "q3",
        type: "multiple",
        prompt: t("Who could be a trusted adult?", "විශ්වාසවන්ත වැඩිහිටියෙකු විය හැක්කේ කවුද?", "யார் நம்பிக்கையான பெரியவராக இருக்கலாம்?"),
        choices: [
          { id: "a", text: t("Your teacher", "ඔබේ ගුරුවරයා", "உங்கள் ஆசிரியர்"), correct: true },
          { id: "b", text: t("Your grandmother", "ඔබේ ආච්චි", "உங்கள் பாட்டி"), correct: true },
          { id: "c", text: t("A stranger you met online", "අන්තර්ජාලයේදී හමු වූ නාඳුනන කෙනෙක්", "இணையத்தில் சந்தித்த ஓர் அந்நியர்"), correct: false },
        ],
        hint: t(
          "A trusted adult is someone who keeps you safe and whom you know well.",
          "විශ්වාසවන්ත වැඩිහිටියෙකු යනු ඔබව ආරක්ෂිතව තබන, ඔබ හොඳින් දන්නා කෙනෙකි.",
          "நம்பிக்கையான பெரியவர் என்பவர் உங்களைப் பாதுகாப்பாக வைப்பவர், உங்களுக்கு நன்றாகத் தெரிந்தவர்.",
        ),
        explanation: t(
          "A teacher or a grandmother can be trusted adults. Someone you only know online is a stranger.",
          "ගුරුවරයෙකු හෝ ආච්චි විශ්වාසවන්ත වැඩිහිටියන් විය හැක. ඔබ අන්තර්ජාලයේ පමණක් දන්නා කෙනෙක් නාඳුනන කෙනෙකි.",
          "ஆசிரியரும் பாட்டியும் நம்பிக்கையான பெரியவர்களாக இருக்கலாம். இணையத்தில் மட்டும் தெரிந்தவர் ஓர் அந்நியர்.",
        ),
      },
      {
        id: "q4",
        type: "order",
        prompt: t(
          "A worry will not go away. Put what to do in order.",
          "කනස්සල්ලක් නැති වන්නේ නැත. කළ යුතු දේ පිළිවෙළට තබන්න.",
          "ஒரு கவலை போக மறுக்கிறது. செய்ய வேண்டியவற்றை வரிசைப்படுத்துங்கள்.",
        ),
        items: [
          { id: "a", text: t("Notice and name how you feel", "ඔබට දැනෙන දේ හඳුනාගෙන නම් කරන්න", "நீங்கள் எப்படி உணர்கிறீர்கள் என்று கவனித்துப் பெயரிடுங்கள்") },
          { id: "b", text: t("Choose a trusted adult", "විශ්වාසවන්ත වැඩිහිටියෙකු තෝරන්න", "நம்பிக்கையான ஒரு பெரியவரைத் தேர்ந்தெடுங்கள்") },
          { id: "c", text: t("Tell them what is worrying you", "ඔබව කනස්සල්ලට පත් කරන දේ ඔවුන්ට කියන්න", "உங்களைக் கவலைப்படுத்துவதை அவரிடம் சொல்லுங்கள்") },
        ],
        hint: t(
          "You need to know the feeling before you can talk about it.",
          "හැඟීම ගැන කතා කිරීමට පෙර එය දැනගත යුතුය.",
          "உணர்வைப் பற்றிப் பேசுவதற்கு முன் அதை அறிய வேண்டும்.",
        ),
        explanation: t(
          "Name the feeling, choose who to tell, then tell them. If they do not help, tell another trusted adult.",
          "හැඟීම නම් කරන්න, කාට කියන්නේදැයි තෝරන්න, ඉන්පසු ඔවුන්ට කියන්න. ඔවුන් උදව් නොකරන්නේ නම්, වෙනත් විශ්වාසවන්ත වැඩිහිටියෙකුට කියන්න.",
          "உணர்வுக்குப் பெயரிடுங்கள், யாரிடம் சொல்வது என்று தேர்ந்தெடுங்கள், பிறகு சொல்லுங்கள். அவர் உதவாவிட்டால், வேறொரு நம்பிக்கையான பெரியவரிடம் சொல்லுங்கள்.",
        ),
      },
    ],
    ALL,
  ),
  lessonColumns(
    [
      {
        id: "t1",
        type: "text",
        text: t(
          "A good surprise, like a birthday present, is fun to keep for a short time.\n\nBut if someone asks you to keep a secret that makes you feel scared, sad or unsafe, that is *not* a secret to keep. Tell a trusted adult. It is never your fault.\n\nYou can also call *1929*, Sri Lanka's free child helpline, by day or night. Someone there will listen.",
          "උපන්දින තෑග්ගක් වැනි හොඳ පුදුමයක් ටික කලකට රහසක් ලෙස තබා ගැනීම විනෝදජනකයි.\n\nනමුත් කවුරුන් හෝ ඔබට බයක්, දුකක් හෝ අනාරක්ෂිත බවක් දැනෙන රහසක් තබා ගන්නැයි කියන්නේ නම්, එය තබා ගත යුතු රහසක් *නොවේ*. විශ්වාසවන්ත වැඩිහිටියෙකුට කියන්න. එය කිසි විටෙක ඔබේ වරදක් නොවේ.\n\nදිවා රෑ ඕනෑම වේලාවක ශ්‍රී ලංකාවේ නොමිලේ ඇමතිය හැකි ළමා උපකාරක අංකය වන *1929* ද ඔබට ඇමතිය හැක. එහි සිටින කෙනෙක් ඔබට සවන් දෙනු ඇත.",
          "பிறந்தநாள் பரிசு போன்ற நல்ல ஆச்சரியத்தைச் சிறிது காலம் இரகசியமாக வைத்திருப்பது மகிழ்ச்சியானது.\n\nஆனால் உங்களைப் பயமாக, கவலையாக அல்லது பாதுகாப்பற்றதாக உணர வைக்கும் ஓர் இரகசியத்தை வைத்திருக்கச் சொன்னால், அது வைத்திருக்க வேண்டிய இரகசியம் *அல்ல*. நம்பிக்கையான ஒரு பெரியவரிடம் சொல்லுங்கள். அது ஒருபோதும் உங்கள் தவறு அல்ல.\n\nஇரவும் பகலும் இலங்கையின் இலவச சிறுவர் உதவி இலக்கமான *1929* ஐயும் நீங்கள் அழைக்கலாம். அங்கே ஒருவர் உங்களுக்குச் செவிசாய்ப்பார்.",
        ),
      },
      {
        id: "p1",
        type: "image",
        picture: "feelings-helpline",
        alt: t(
          "A phone making a call, and a smiling helper wearing a headset, ready to listen.",
          "ඇමතුමක් ගන්නා දුරකථනයක් සහ සවන් දීමට සූදානම්ව හෙඩ්සෙට් එකක් පැළඳ සිනාසෙන උපකාරකයෙක්.",
          "அழைப்பு விடுக்கும் ஒரு கைபேசியும், செவிசாய்க்கத் தயாராக ஹெட்செட் அணிந்து புன்னகைக்கும் ஓர் உதவியாளரும்.",
        ),
        caption: t("1929: free, by day or night.", "1929: නොමිලේ, දිවා රෑ.", "1929: இலவசம், இரவும் பகலும்."),
      },
      {
        id: "q5",
        type: "truefalse",
        prompt: t(
          "If someone tells you to keep a secret that makes you feel unsafe, you must keep it.",
          "ඔබට අනාරක්ෂිත බවක් දැනෙන රහසක් තබා ගන්නැයි කවුරුන් හෝ කියන්නේ නම්, ඔබ එය තබා ගත යුතුය.",
          "உங்களைப் பாதுகாப்பற்றதாக உணர வைக்கும் இரகசியத்தை வைத்திருக்கச் சொன்னால், நீங்கள் அதை வைத்திருக்க வேண்டும்.",
        ),
        answer: false,
        hint: t("Is it a good surprise or an unsafe secret?", "එය හොඳ පුදුමයක්ද නැතහොත් අනාරක්ෂිත රහසක්ද?", "அது நல்ல ஆச்சரியமா, பாதுகாப்பற்ற இரகசியமா?"),
        explanation: t(
          "An unsafe secret is one to tell. Telling a trusted adult is the brave and right thing to do.",
          "අනාරක්ෂිත රහසක් කිව යුතු එකකි. විශ්වාසවන්ත වැඩිහිටියෙකුට කීම නිර්භීත සහ නිවැරදි දෙයයි.",
          "பாதுகாப்பற்ற இரகசியம் சொல்ல வேண்டிய ஒன்று. நம்பிக்கையான பெரியவரிடம் சொல்வதே துணிச்சலான, சரியான செயல்.",
        ),
      },
      {
        id: "q6",
        type: "single",
        prompt: t("Which one is a good surprise to keep for a while?", "ටික කලකට තබා ගත හැකි හොඳ පුදුමය කුමක්ද?", "சிறிது காலம் வைத்திருக்கக்கூடிய நல்ல ஆச்சரியம் எது?"),
        choices: [
          { id: "a", text: t("A birthday present for your mother", "ඔබේ අම්මාට උපන්දින තෑග්ගක්", "உங்கள் அம்மாவுக்கான பிறந்தநாள் பரிசு"), correct: true },
          {
            id: "b",
            text: t("Someone hurt you and said not to tell", "කවුරුහරි ඔබට රිදවා කියන්න එපා කීවා", "யாரோ உங்களைக் காயப்படுத்தி, சொல்ல வேண்டாம் என்றார்கள்"),
            correct: false,
          },
          {
            id: "c",
            text: t(
              "An adult online asked for your photo and said not to tell",
              "අන්තර්ජාලයේ වැඩිහිටියෙක් ඔබේ ඡායාරූපය ඉල්ලා කියන්න එපා කීවා",
              "இணையத்தில் ஒரு பெரியவர் உங்கள் புகைப்படத்தைக் கேட்டு, சொல்ல வேண்டாம் என்றார்",
            ),
            correct: false,
          },
        ],
        hint: t(
          "A good surprise makes someone happy soon, and nobody gets hurt.",
          "හොඳ පුදුමයක් ඉක්මනින් කෙනෙකු සතුටු කරයි, කිසිවෙකුට රිදෙන්නේ නැත.",
          "நல்ல ஆச்சரியம் விரைவில் ஒருவரை மகிழ்விக்கும், யாரும் காயப்பட மாட்டார்கள்.",
        ),
        explanation: t(
          "A present is a happy surprise. Being hurt, or asked for photos in secret, is something to tell a trusted adult or 1929 at once.",
          "තෑග්ගක් සතුටුදායක පුදුමයකි. රිදවීම හෝ රහසින් ඡායාරූප ඉල්ලීම වහාම විශ්වාසවන්ත වැඩිහිටියෙකුට හෝ 1929 ට කිව යුතු දෙයකි.",
          "பரிசு ஒரு மகிழ்ச்சியான ஆச்சரியம். காயப்படுத்தப்படுவதையோ இரகசியமாகப் புகைப்படம் கேட்கப்படுவதையோ உடனே நம்பிக்கையான பெரியவரிடமோ 1929 இடமோ சொல்ல வேண்டும்.",
        ),
      },
    ],
    ALL,
  ),
];
